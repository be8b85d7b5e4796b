"""Errors a user can cause, each with the place in the input it comes from.

    prog.grad:3:5: error: unknown function 'sine'; did you mean 'sin'?
        3 | y = sine(x)
          |     ^^^^
"""
import dataclasses

EXIT_FAILURE = 1  # evaluation failed, or a check disagreed
EXIT_USAGE = 2  # the input is wrong: syntax, unknown name, shape, bad option
EXIT_INTERRUPTED = 130  # Ctrl-C ended it, as a shell reports it
SHOWN_LINE = 100  # characters of a long line shown around an error's place


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

    def format(self):
        if self.position is None:
            return f"error: {self.message}"
        p = self.position
        head = f"{p.source}:{p.line}:{p.col}: error: {self.message}"
        if not p.text:
            return head
        text, col = p.text, p.col
        width = max(1, (p.end_col or col + 1) - col)
        if len(text) > SHOWN_LINE:  # a window around the place, so that a long line does not flood the screen
            start = max(0, min(col - 1 - SHOWN_LINE // 2, len(text) - SHOWN_LINE))
            text = ("..." if start else "") + text[start:start + SHOWN_LINE] + ("..." if start + SHOWN_LINE < len(text) else "")
            col -= start - (3 if start else 0)
            width = min(width, SHOWN_LINE - (col - 1) + 3)
        gutter = f"{p.line:>5} | "
        underline = " " * (len(gutter) - 2) + "| " + " " * (col - 1) + "^" + "~" * (width - 1)
        return f"{head}\n{gutter}{text}\n{underline}"


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
