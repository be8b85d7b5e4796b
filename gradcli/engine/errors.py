"""Errors a user can cause, each with the place in the input it comes from.

    prog.grad:3:5: error: unknown function 'sine'; did you mean 'sin'?
        3 | y = sine(x)
          |     ^^^^
"""
import dataclasses

EXIT_FAILURE = 1  # evaluation failed, or a check disagreed
EXIT_USAGE = 2  # the input is wrong: syntax, unknown name, shape, bad option
EXIT_INTERRUPTED = 130  # Ctrl-C ended it, as a shell reports it
SHOWN_LINE = 100  # characters of a long line shown around an error's place, at most


@dataclasses.dataclass(frozen=True)
class Position:
    """Where in a file or formula: 1-based line and column, and the line itself."""

    source: str
    line: int
    col: int
    end_col: int = 0
    text: str = ""


class GradcliError(Exception):
    """An error in the user's input, reported with its position; exit status 2."""

    exit_code = EXIT_USAGE

    def __init__(self, message, position=None):
        super().__init__(message)
        self.message, self.position = message, position

    def located(self, position):
        """This error, placed at `position` unless it already has a place."""
        return self if self.position else type(self)(self.message, position)

    def format(self, width=None):
        """The message, its place and the line it is on with a caret under the place; folded to `width` (a
        terminal's) where given, the line shown as a window around the place."""
        head = f"error: {self.message}"
        if self.position is not None:
            head = f"{self.position.source}:{self.position.line}:{self.position.col}: {head}"
        if width:
            import textwrap

            head = textwrap.fill(head, width, subsequent_indent="  ", break_on_hyphens=False)
        if self.position is None or not self.position.text:
            return head
        return head + "\n" + _excerpt(self.position, SHOWN_LINE if width is None else max(20, min(SHOWN_LINE,
                                                                                               width - 14)))


def _excerpt(p, shown):
    """The line of position `p` with a caret (and tildes) under the place: a window of `shown` characters
    around it, so that a long line does not flood the screen."""
    text, col = p.text, p.col
    width = max(1, (p.end_col or col + 1) - col)
    if len(text) > shown:
        start = max(0, min(col - 1 - shown // 2, len(text) - shown))
        text = ("..." if start else "") + text[start:start + shown] + ("..." if start + shown < len(text) else "")
        col -= start - (3 if start else 0)
        width = min(width, shown - (col - 1) + 3)
    gutter = f"{p.line:>5} | "
    underline = " " * (len(gutter) - 2) + "| " + " " * (col - 1) + "^" + "~" * (width - 1)
    return f"{gutter}{text}\n{underline}"


class InvalidArgumentError(ValueError):
    """An operation got arguments it cannot work with (shapes, axes, indices): TensorFlow's error of that name."""


class LimitExceeded(InvalidArgumentError):
    """An operation would make an array beyond gradcli's size limit: refused before it runs, as input beyond a
    limit is (exit status 2), not something TensorFlow would raise."""


class EvaluationError(GradcliError):
    """The input was well formed, but evaluating it failed; exit status 1."""

    exit_code = EXIT_FAILURE


def suggest(name, candidates):
    """'; did you mean X?' for the closest candidates, or ''."""
    import difflib  # only when there is something to suggest: most runs have no error

    close = difflib.get_close_matches(name, sorted(set(candidates)), n=3, cutoff=0.6)
    if not close:
        return ""
    names = [repr(c) for c in close]
    return "; did you mean " + (", ".join(names[:-1]) + " or " if len(names) > 1 else "") + names[-1] + "?"


def counted(count, noun, plural=None):
    """'1 formula', '2 formulas': a count with its noun, as a person writes it."""
    return f"{count} {noun}" if count == 1 else f"{count} {plural or noun + 's'}"
