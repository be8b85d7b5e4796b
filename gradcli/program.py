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
import dataclasses
import functools
import inspect
import sys

import numpy as np

from gradcli import ops, parse
from gradcli.errors import GradcliError, Position, suggest
from gradcli.functions import CONSTANTS, VOCABULARY
from gradcli.limits import LIMITS
from gradcli.tape import GradientTape, OutputGradientsError, UnconnectedGradients
from gradcli.tensor import InvalidArgumentError, Tensor, constant, default_dtype_scope


@dataclasses.dataclass
class Target:
    expr: str
    value: Tensor


@dataclasses.dataclass
class Expectation:
    """An answer a program states for a source, with `expect=`: a tensor, or None for unconnected."""

    value: object
    position: Position


@dataclasses.dataclass
class Source:
    expr: str
    value: Tensor
    result: object  # a Tensor (the gradient or jacobian), or None for an unconnected source
    expected: Expectation = None


@dataclasses.dataclass
class Mismatch:
    """An expected answer that does not hold."""

    position: Position
    message: str


@dataclasses.dataclass
class Result:
    kind: str  # "gradient" or "jacobian"
    line: int
    targets: list
    sources: list


def gradient(target, sources, output_gradients=None, unconnected_gradients="none", expect=None):
    """The signature of a program's gradient(...) call: GradientTape.gradient's, and the answer expected."""


def jacobian(target, sources, unconnected_gradients="none", expect=None):
    """The signature of a program's jacobian(...) call: GradientTape.jacobian's, and the answer expected."""


# An expected answer holds within the reference cases' tolerance.
EXPECT_RTOL, EXPECT_ATOL = 1e-6, 1e-9


def mismatches(results):
    """Every expected answer in `results` that does not hold."""
    found = []
    for result in results:
        for s in result.sources:
            if s.expected is not None and not _holds(s.expected.value, s.result):
                found.append(Mismatch(s.expected.position,
                                      f"the {result.kind} for '{s.expr}' is {_brief(s.result)}, "
                                      f"but the program expects {_brief(s.expected.value)}"))
    return found


def non_finite(results):
    """A message for each target value, gradient or jacobian in `results` that holds inf or nan."""
    found = []
    for result in results:
        named = [(f"the target '{t.expr}'", t.value) for t in result.targets]
        named += [(f"the {result.kind} for '{s.expr}'", s.result) for s in result.sources if s.result is not None]
        for what, tensor in named:
            values = np.asarray(tensor.value)
            kinds = [k for k, test in (("nan", np.isnan), ("inf", np.isinf)) if test(values).any()]
            if kinds:
                found.append(f"line {result.line}: {what} holds {' and '.join(kinds)}")
    return found


def _holds(expected, got):
    if expected is None or got is None:
        return expected is None and got is None
    want, have = np.asarray(expected.value, dtype=np.float64), np.asarray(got.value, dtype=np.float64)
    return want.shape == have.shape and bool(np.all(
        (np.abs(have - want) <= EXPECT_ATOL + EXPECT_RTOL * np.abs(want)) | (np.isnan(want) & np.isnan(have))
        | (np.isinf(want) & (have == want))))


def _brief(tensor):
    return "None (unconnected)" if tensor is None else repr(np.asarray(tensor.value).tolist())


_RESULT_SIGNATURES = {"gradient": inspect.signature(gradient), "jacobian": inspect.signature(jacobian)}
_BINARY = {ast.Add: ops.add, ast.Sub: ops.subtract, ast.Mult: ops.multiply, ast.Div: ops.divide,
           ast.Pow: ops.power, ast.MatMult: ops.matmul}
_COMPARE = {ast.Lt: Tensor.__lt__, ast.LtE: Tensor.__le__, ast.Gt: Tensor.__gt__, ast.GtE: Tensor.__ge__,
            ast.Eq: Tensor.__eq__, ast.NotEq: Tensor.__ne__}


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


def output_gradients_mismatch(expr, seed, target):
    return f"the output gradient for target '{expr}' has shape {seed.shape}, but the target has shape {target.shape}"


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
        targets = self.structure(args["target"])
        sources = self.structure(args["sources"])
        unconnected = self.unconnected(args.get("unconnected_gradients"))
        seeds = self.structure(args["output_gradients"]) if args.get("output_gradients") is not None else None
        expected = self.expectations(args.get("expect"), _is_structure(args["sources"]), len(sources))
        with self.tape.stop_recording():
            if kind == "jacobian":
                outcome = self.guarded(call, self.tape.jacobian, targets[0][1], [s for _, s in sources], unconnected)
            else:
                outcome = self.guarded(call, self.gradient, call, targets, sources, seeds, unconnected)
        return Result(kind, call.lineno,
                      [Target(self.locate.source_of(n), t) for n, t in targets],
                      [Source(self.locate.source_of(n), s, r, e) for (n, s), r, e in zip(sources, outcome, expected)])

    def expectations(self, node, per_source, count):
        """The `expect=` answers, one per source (None where not given); parallel to the sources argument."""
        if node is None:
            return [None] * count
        nodes = node.elts if per_source and isinstance(node, (ast.List, ast.Tuple)) else [node]
        if len(nodes) != count:
            raise GradcliError(f"expect= gives {len(nodes)} answers for {count} sources; give one per source",
                               self.locate(node))
        return [Expectation(None if _is_none(n) else self.tensor(n), self.locate(n)) for n in nodes]

    def gradient(self, call, targets, sources, seeds, unconnected):
        try:
            return self.tape.gradient([t for _, t in targets], [s for _, s in sources],
                                      None if seeds is None else [g for _, g in seeds], unconnected)
        except OutputGradientsError as exc:
            if exc.index is None:
                raise GradcliError(str(exc), self.locate(call)) from None
            node, seed = seeds[exc.index]
            expr, target = self.locate.source_of(targets[exc.index][0]), targets[exc.index][1]
            raise GradcliError(output_gradients_mismatch(expr, seed, target), self.locate(node)) from None

    def structure(self, node, top=True):
        """The (node, tensor) leaves of a target, sources or output_gradients argument, in order.

        The top-level list, tuple or dict is a structure; below it, a list of numbers is an array.
        """
        if isinstance(node, ast.Dict):
            return [leaf for value in node.values for leaf in self.structure(value, False)]
        if isinstance(node, (ast.List, ast.Tuple)) and (top or not _is_numeric_literal(node)):
            return [leaf for item in node.elts for leaf in self.structure(item, False)]
        return [(node, self.tensor(node))]

    def unconnected(self, node):
        if node is None:
            return UnconnectedGradients.NONE
        value = self.value(node)
        try:
            return UnconnectedGradients(value)
        except ValueError:
            raise GradcliError(f"unconnected_gradients must be 'none' or 'zero', not {value!r}",
                               self.locate(node)) from None

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
            return self.lookup(node, parse.strip_prefix(parse.dotted_name(node)))
        if isinstance(node, (ast.List, ast.Tuple)):
            return [self.value(item) for item in node.elts]
        if isinstance(node, ast.UnaryOp):
            return self.unary(node)
        if isinstance(node, ast.BinOp):
            return self.guarded(node, _BINARY[type(node.op)], self.tensor(node.left), self.tensor(node.right))
        if isinstance(node, ast.Compare):
            compare = _COMPARE[type(node.ops[0])]
            return self.guarded(node, compare, self.tensor(node.left), self.tensor(node.comparators[0]))
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
        return self.guarded(node, ops.negative, operand) if isinstance(node.op, ast.USub) else operand

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
        name = node.func.id if isinstance(node.func, ast.Name) else parse.strip_prefix(parse.dotted_name(node.func))
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

