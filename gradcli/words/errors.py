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


class DtypeMismatch(InvalidArgumentError):
    """Inputs of different dtypes to an operation that takes one: TensorFlow's message (for TensorFlow code),
    with TensorFlow's name of the operation (`op`, AddV2) and the two numpy `dtypes`, for a formula's message
    in its own words."""

    def __init__(self, message, op, dtypes):
        super().__init__(message)
        self.op, self.dtypes = op, dtypes


class DtypeRefused(InvalidArgumentError):
    """An input of a dtype the operation does not take: TensorFlow's message (for TensorFlow code), with gradcli's
    name of the operation (`function`, sin) and the numpy `dtype`, for a formula's message in its own words."""

    def __init__(self, message, function, dtype):
        super().__init__(message)
        self.function, self.dtype = function, dtype


class LimitExceeded(InvalidArgumentError):
    """An operation would make an array beyond gradcli's size limit: refused before it runs, as input beyond a
    limit is (exit status 2), not something TensorFlow would raise."""


class OperationError(InvalidArgumentError):
    """An operation (a primitive) refused or failed on its inputs: "matmul: Matrix size-incompatible ...".

    `operation` names the primitive; `origin` is what the code that asked for it said it came from when it
    was recorded or run (the interpreter's call, which names the user's function), or None; `gradient` says
    whether it failed while differentiating (a gradient or a tangent rule), not while computing a value; `op`
    is TensorFlow's name of the operation (AddV2), for TensorFlow's way of saying where it failed."""

    def __init__(self, operation, detail, origin=None, gradient=False, op=None):
        super().__init__(detail)
        self.operation, self.detail, self.origin, self.gradient, self.op = operation, detail, origin, gradient, op

    def __str__(self):
        return f"{self.operation}: {self.detail}" if self.operation else self.detail


def failure_text(exc, inputs):
    """What a kernel's failure on `inputs` says; numpy's for shapes that do not broadcast, in TensorFlow's words."""
    text = str(exc).strip()
    if text.startswith(("operands could not be broadcast", "shape mismatch: objects cannot be broadcast")) \
            and len(inputs) == 2:
        first, second = ("[" + ",".join(map(str, x.shape)) + "]" for x in inputs)
        return f"Incompatible shapes: {first} vs. {second}"
    return text


class ComputationError(OperationError):
    """An operation that cannot compute with its inputs' values (a matrix that is not invertible, an integer
    division by zero), though they are well formed: a failure while evaluating (exit status 1), never an
    input error. A kernel raises it with `detail` alone; the primitive that ran the kernel names itself."""

    def __init__(self, detail, operation=None, origin=None, gradient=False):
        super().__init__(operation, detail, origin, gradient)


class EvaluationError(GradcliError):
    """The input was well formed, but evaluating it failed; exit status 1."""

    exit_code = EXIT_FAILURE


class NotComputed(EvaluationError):
    """What TensorFlow would compute but gradcli does not, refused when the run asks for it: exit status 1."""


def complex_gradient_refused(what):
    """The refusal of a gradient (or tangent) of complex numbers, which TensorFlow computes by its own
    conventions for complex derivatives and gradcli does not: `what` says where the complex numbers are."""
    return NotComputed(f"gradcli computes no gradients of complex numbers, and {what}; compute with the real and "
                       "imaginary parts as real tensors instead")


class TensorFlowWarning(UserWarning):
    """What TensorFlow logs as a warning (on stderr) where it carries on."""
