"""Limits on what gradcli accepts: input that exceeds one fails cleanly, naming the limit and how to raise it.

The command line sets them from its options (--max-elements and the like) or the
environment (GRADCLI_MAX_ELEMENTS, ...); the library starts with the defaults below,
without a limit on array sizes.
"""
import contextlib
import dataclasses

from gradcli.engine.errors import LimitExceeded


@dataclasses.dataclass
class Limits:
    max_elements: int = None  # elements in any array an operation makes; None for no limit
    max_length: int = 10_000_000  # characters in a formula or a program file
    max_depth: int = 100  # nesting of an expression, and of calls: deeper would overflow the evaluator's stack
    max_statements: int = 1_000_000  # statements in a program
    max_steps: int = 10_000_000  # work a program does: statements, loop turns, calls, operations (runtime.Budget)


LIMITS = Limits()

# How each limit is raised from the command line, for the messages.
OPTIONS = {"max_elements": "--max-elements or GRADCLI_MAX_ELEMENTS", "max_length": "--max-length or GRADCLI_MAX_LENGTH",
           "max_depth": "--max-depth or GRADCLI_MAX_DEPTH", "max_statements": "--max-statements or GRADCLI_MAX_STATEMENTS",
           "max_steps": "--max-steps or GRADCLI_MAX_STEPS"}


def exceeded(name, what):
    """The message for input beyond a limit: what it was, the limit, and how to raise it."""
    return f"{what}, more than the limit of {getattr(LIMITS, name):,} (raise it with {OPTIONS[name]})"


def beyond(name, comparison, unit):
    """The message for input beyond a limit said as a comparison: 'the expression is nested deeper' than the
    limit of so many `unit`, and how to raise it."""
    return f"{comparison} than the limit of {getattr(LIMITS, name):,} {unit} (raise it with {OPTIONS[name]})"


@contextlib.contextmanager
def applied(**values):
    """Within this block, the given limits hold instead of the current ones."""
    saved = dataclasses.replace(LIMITS)
    for name, value in values.items():
        setattr(LIMITS, name, value)
    try:
        yield LIMITS
    finally:
        for field in dataclasses.fields(Limits):
            setattr(LIMITS, field.name, getattr(saved, field.name))


def check_elements(count, what):
    """Refuse to make an array of `count` elements when that is beyond the limit."""
    if LIMITS.max_elements is not None and count > LIMITS.max_elements:
        raise LimitExceeded(exceeded("max_elements", f"{what} would have {count:,} elements"))


# What --check may cost, in evaluations: a forward pass through the formulas counts one, and so does each tape run
# backward. It evaluates twice for each source element: at most 10,000 elements for grad --check, 5,000 for
# hessian --check and grad --order 2 --check (each move also runs a tape backward).
CHECK_MAX_EVALUATIONS = 20_000
