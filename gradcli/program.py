"""Evaluating checked programs and formulas on a tape, as a `tf.GradientTape` block would.

Every name a program binds is watched, so any of them, intermediate ones too,
may be a source. Each `gradient(...)` or `jacobian(...)` call becomes a `Result`:
its targets with their values and its sources with their gradients (or
jacobians), flattened in the order written.

    >>> results = run_program("x = 3.0\\ny = x * x\\ngradient(y, x)\\n")
    >>> float(results[0].sources[0].result)
    6.0
"""
import ast
import contextlib
import functools
import inspect
import sys

import numpy as np

from gradcli import parse
from gradcli.errors import GradcliError, Position, suggest
from gradcli.limits import LIMITS
from gradcli.results import Expectation, Seed, differentiate
from gradcli.tape import GradientTape, unconnected_policy
from gradcli.tensor import InvalidArgumentError, Tensor, constant, default_dtype_scope
from gradcli.vocabulary import CONSTANTS, VOCABULARY


def gradient(target, sources, output_gradients=None, unconnected_gradients="none", expect=None):
    """The signature of a program's gradient(...) call: GradientTape.gradient's, and the answer expected."""


def jacobian(target, sources, unconnected_gradients="none", expect=None):
    """The signature of a program's jacobian(...) call: GradientTape.jacobian's, and the answer expected."""


_RESULT_SIGNATURES = {"gradient": inspect.signature(gradient), "jacobian": inspect.signature(jacobian)}


def read_program_file(path):
    """A program file's text ('-' for standard input); invalid UTF-8 is an input error placed at its byte."""
    with (open(path, "rb") if path != "-" else sys.stdin.buffer) as stream:
        data = stream.read()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        col = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise GradcliError(f"the file is not valid UTF-8 (byte 0x{data[exc.start]:02x})",
                           Position(path, line, col)) from None


def run_program(text, source="<program>", dtype="float64"):
    """Parse and evaluate a program's text; its results, in order."""
    evaluator = Evaluator(parse.Locator(source, text), tape=GradientTape(persistent=True))
    with evaluation_scope(dtype, evaluator.tape):
        return [result for statement in parse.parse_program(text, source)
                if (result := evaluator.statement(statement))]


@contextlib.contextmanager
def evaluation_scope(dtype, tape=None):
    """Make numbers `dtype`, record on `tape` if given, and keep numpy quiet: inf and nan are results to show.

    Python's stack is made deep enough for expressions nested up to the depth limit."""
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 20 * LIMITS.max_depth + 1000))
    try:
        with default_dtype_scope(dtype), tape or contextlib.nullcontext(), np.errstate(all="ignore"):
            yield
    except RecursionError:
        raise GradcliError("the input is nested too deeply to evaluate") from None


class Evaluator:
    """Evaluates expressions over bound names; with a tape, also program statements, watching every name."""

    def __init__(self, locate, names=None, tape=None, missing=None):
        self.locate, self.tape = locate, tape
        self.names = {} if names is None else names
        self.missing = missing  # the message for a name without a value, if not the generic one

    def statement(self, node):
        """Bind a name (returning None) or compute a result."""
        if isinstance(node, ast.Assign):
            value = self.tensor(node.value)
            self.tape.watch(value)
            self.names[node.targets[0].id] = value
            return None
        return self.result(node.value)

    # ----- Results -----

    def result(self, call):
        kind = call.func.id
        try:
            bound = _RESULT_SIGNATURES[kind].bind(*call.args, **{k.arg: k.value for k in call.keywords})
        except TypeError as exc:
            raise GradcliError(f"{kind}(): {exc}", self.locate(call)) from None
        args = bound.arguments
        if kind == "jacobian" and _is_structure(args["target"]):
            raise GradcliError("jacobian() takes one target; call it once per target", self.locate(args["target"]))
        targets = [(self.locate.source_of(n), t) for n, t in self.structure(args["target"])]
        sources = [(self.locate.source_of(n), t) for n, t in self.structure(args["sources"])]
        seeds = None
        if args.get("output_gradients") is not None:
            seeds = [Seed(t, self.locate(n)) for n, t in self.structure(args["output_gradients"])]
        policy = args.get("unconnected_gradients")
        unconnected = "none" if policy is None else self.guarded(policy, unconnected_policy, self.value(policy))
        expected = self.expectations(args.get("expect"), _is_structure(args["sources"]), len(sources))
        with self.tape.stop_recording():
            return differentiate(self.tape, kind, call.lineno, targets, sources, seeds, unconnected, expected,
                                 self.locate(call))

    def expectations(self, node, per_source, count):
        """The `expect=` answers, one per source (None where not given); parallel to the sources argument."""
        if node is None:
            return [None] * count
        nodes = node.elts if per_source and isinstance(node, (ast.List, ast.Tuple)) else [node]
        if len(nodes) != count:
            raise GradcliError(f"expect= gives {len(nodes)} answers for {count} sources; give one per source",
                               self.locate(node))
        return [Expectation(None if _is_none(n) else self.tensor(n), self.locate(n)) for n in nodes]

    def structure(self, node, top=True):
        """The (node, tensor) leaves of a target, sources or output_gradients argument, in order.

        The top-level list, tuple or dict is a structure; below it, a list of numbers is an array.
        """
        if isinstance(node, ast.Dict):
            return [leaf for value in node.values for leaf in self.structure(value, False)]
        if isinstance(node, (ast.List, ast.Tuple)) and (top or not _is_numeric_literal(node)):
            return [leaf for item in node.elts for leaf in self.structure(item, False)]
        return [(node, self.tensor(node))]

    # ----- Expressions -----

    def tensor(self, node):
        """Evaluate `node` to a tensor."""
        value = self.value(node)
        if isinstance(value, Tensor):
            return value
        if isinstance(value, (str, dict)) or value is None or value is Ellipsis:
            raise GradcliError(f"expected a number or a tensor, not {value!r}", self.locate(node))
        return self.guarded(node, constant, value)

    def value(self, node):
        """Evaluate `node`: a tensor, a plain number or string, or a list of values."""
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.Name):
            return self.lookup(node, node.id)
        if isinstance(node, ast.Attribute):
            return self.lookup(node, parse.resolve_name(node))
        if isinstance(node, (ast.List, ast.Tuple)):
            return [self.value(item) for item in node.elts]
        if isinstance(node, ast.UnaryOp):
            return self.unary(node)
        if isinstance(node, ast.BinOp):
            return self.guarded(node, _operator(node.op), self.tensor(node.left), self.tensor(node.right))
        if isinstance(node, ast.Compare):
            return self.guarded(node, _operator(node.ops[0]), self.tensor(node.left), self.tensor(node.comparators[0]))
        if isinstance(node, ast.Subscript):
            return self.guarded(node, Tensor.__getitem__, self.tensor(node.value), self.index(node.slice))
        if isinstance(node, ast.Call):
            return self.call(node)
        raise GradcliError(f"{type(node).__name__} cannot be evaluated here", self.locate(node))

    def unary(self, node):
        operand = self.value(node.operand)
        if isinstance(operand, (int, float)) and not isinstance(operand, bool):
            return -operand if isinstance(node.op, ast.USub) else operand  # keeps axis=-1 an integer
        operand = self.tensor(node.operand) if not isinstance(operand, Tensor) else operand
        return self.guarded(node, _operator(node.op), operand)

    def index(self, node):
        if isinstance(node, ast.Tuple):
            return tuple(self.index(item) for item in node.elts)
        if isinstance(node, ast.Slice):
            return slice(*(None if part is None else self.value(part) for part in (node.lower, node.upper, node.step)))
        return self.value(node)

    def lookup(self, node, name):
        if name in self.names:
            return self.names[name]
        if name in CONSTANTS:
            return CONSTANTS[name]
        hint = " (functions are called, as in sin(x))" if name in VOCABULARY else ""
        message = self.missing(name) if self.missing else f"unknown name '{name}'{hint}"
        raise GradcliError(message + suggest(name, list(self.names) + list(CONSTANTS)), self.locate(node))

    def call(self, node):
        name = parse.resolve_name(node.func)
        if name in parse.RESULT_CALLS:
            raise GradcliError(f"{name}(...) must be a statement of its own", self.locate(node))
        entry = VOCABULARY.get(name)
        if entry is None:
            raise GradcliError(f"unknown function '{name}'{suggest(name, VOCABULARY)}", self.locate(node.func))
        args = [self.value(a) for a in node.args]
        kwargs = {k.arg: self.value(k.value) for k in node.keywords}
        try:
            _signature(entry.call).bind(*args, **kwargs)
        except TypeError as exc:
            raise GradcliError(f"{name}(): {exc}", self.locate(node)) from None
        return self.guarded(node, entry.call, *args, **kwargs)

    def guarded(self, node, function, *args, **kwargs):
        """`function(*args)`, with its complaints about the arguments placed at `node`."""
        try:
            return function(*args, **kwargs)
        except GradcliError as exc:
            raise exc.located(self.locate(node)) from None
        except (InvalidArgumentError, ValueError, TypeError, IndexError) as exc:
            raise GradcliError(str(exc), self.locate(node)) from None
        except MemoryError:
            raise GradcliError("not enough memory for this", self.locate(node)) from None
        except OverflowError as exc:  # a number too large for an integer, such as an index
            raise GradcliError(str(exc), self.locate(node)) from None


def _operator(op):
    """The function of the vocabulary that a Python operator means."""
    return VOCABULARY[parse.OPERATORS[type(op)].function].call


@functools.cache
def _signature(function):
    return inspect.signature(function)


def _is_none(node):
    return isinstance(node, ast.Constant) and node.value is None


def _is_structure(node):
    return isinstance(node, (ast.List, ast.Tuple, ast.Dict))


def _is_numeric_literal(node):
    """True for a number, or a (nested) list of numbers: an array literal."""
    if isinstance(node, (ast.List, ast.Tuple)):
        return all(_is_numeric_literal(item) for item in node.elts)
    if isinstance(node, ast.UnaryOp):
        return _is_numeric_literal(node.operand)
    return isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool)

