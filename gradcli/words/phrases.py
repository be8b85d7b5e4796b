"""Phrases a message is made of: did-you-mean suggestions for a mistyped name, and counts with their nouns.

    >>> suggest("sine", ["sin", "cos", "sinh"])
    "; did you mean 'sin' or 'sinh'?"
    >>> counted(1, "formula"), counted(2, "formula")
    ('1 formula', '2 formulas')
"""


# A suggestion is looked for among at most this many names of about the right length, for a name of at most this
# many characters: each costs an edit distance.
SUGGESTION_CANDIDATES, SUGGESTION_LENGTH = 2000, 100


def suggest(name, candidates):
    """'; did you mean X?' for the candidates a typo away from `name` (at most three, nearest first), or ''.

    A typo is a few edits (`edit_distance`, case aside): at most one for a name of up to five characters,
    two for a longer one, none but case for one or two characters (where one edit reaches every other short
    name). A name further away is not what the user meant, and a wrong guess misleads more than none."""
    allowed = 0 if len(name) <= 2 else 1 if len(name) <= 5 else 2
    near = [c for c in set(candidates) if abs(len(c) - len(name)) <= allowed and c != name]
    if len(near) > SUGGESTION_CANDIDATES or len(name) > SUGGESTION_LENGTH:
        return ""  # so many names that a guess would cost more than it helps (a program of 100,000 globals)
    distances = {c: edit_distance(name.lower(), c.lower(), allowed) for c in near}
    close = sorted((d, c) for c, d in distances.items() if d <= allowed)[:3]
    if not close:
        return ""
    names = [repr(c) for _, c in close]
    return "; did you mean " + (", ".join(names[:-1]) + " or " if len(names) > 1 else "") + names[-1] + "?"


def edit_distance(a, b, limit):
    """The Damerau-Levenshtein distance of `a` and `b` (each insertion, deletion, change of a character, or
    swap of two neighbours counts one; the "optimal string alignment" form), or `limit` + 1 once it is
    certain to be more than `limit`."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    before, previous = None, list(range(len(b) + 1))
    for i, x in enumerate(a, start=1):
        current = [i]
        for j, y in enumerate(b, start=1):
            cost = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x != y))
            if i > 1 and j > 1 and x == b[j - 2] and a[i - 2] == y:
                cost = min(cost, before[j - 2] + 1)
            current.append(cost)
        if min(current) > limit:
            return limit + 1
        before, previous = previous, current
    return previous[-1]


def counted(count, noun, plural=None):
    """'1 formula', '2 formulas': a count with its noun, as a person writes it."""
    return f"{count} {noun}" if count == 1 else f"{count} {plural or noun + 's'}"
