"""The ground floor: the words gradcli's errors are made of, below the engine, which keeps numbers only.

- `errors`: the errors a user can cause, each with its place in the input, and the exit statuses;
- `phrases`: did-you-mean suggestions for a mistyped name, and counts with their nouns;
- `limits`: how the limits are said: each one's option and environment variable, the messages for input beyond
  one, amounts of memory as --max-memory takes them.

Nothing here imports the rest of gradcli.
"""
