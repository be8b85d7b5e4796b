"""Batched evaluation: a formula evaluated at many points at once, each point's values a row of one tensor.

A `Batched` value is a tensor whose first axis runs over the points; what is
the same at every point (a literal, a constructor's result) stays a plain
tensor. Each rule of `RULES` says how a function of one point's values acts on
all points': ranks are aligned past the points' axis before numpy broadcasts,
axes are counted past it, lists of values are stacked behind it. A function
without a rule raises `NotBatchable`, and the caller evaluates point by point.

    >>> from gradcli.lang.parse import parse_formula
    >>> x = Tensor(np.array([0.0, 1.0, 2.0]))
    >>> evaluate_batched(parse_formula("reduce_sum([x, x * x])"), "", {"x": x}, 3).numpy()
    array([0., 2., 6.])
"""
import ast
import functools

import numpy as np

from gradcli.engine import ops
from gradcli.engine.tensor import Tensor, constant
from gradcli.functions import VOCABULARY
from gradcli.functions.arguments import normalize_axes, normalize_axis
from gradcli.lang import parse
from gradcli.lang.interpreter import Interpreter
from gradcli.lang.program import ProgramDialect, as_tensor
from gradcli.lang.runtime import signature_of


class NotBatchable(Exception):
    """The formula calls something no batching rule covers (deliberately not an input error)."""


def evaluate_batched(tree, formula, leaves, count):
    """The formula's value at every point, as a tensor of `count` rows; `leaves` are the names' rows."""
    interpreter = Interpreter(BatchDialect(count), parse.Locator("<formula>", formula),
                              {name: Batched(t) for name, t in leaves.items()})
    value = interpreter.evaluate(tree)
    if isinstance(value, Batched):
        return value.tensor
    same = as_tensor(value)  # the same at every point
    return Tensor(np.broadcast_to(same.value, (count,) + same.shape))


class Batched:
    """One value at every point: a tensor whose first axis runs over the points."""

    __slots__ = ("tensor",)

    def __init__(self, tensor):
        self.tensor = tensor

    @property
    def rank(self):
        """The rank of the value at one point."""
        return self.tensor.ndim - 1

    def __getitem__(self, index):
        return Batched(self.tensor[(slice(None),) + (index if isinstance(index, tuple) else (index,))])

    __hash__ = object.__hash__  # (the operators, __eq__ among them, are added below)


class BatchDialect(ProgramDialect):
    """Formulas over Batched values: operators and the functions of `RULES` act on each point's row."""

    def __init__(self, count):
        super().__init__()
        self.count = count

    def operands(self, op, values):
        if not _holds_batched(values):
            return super().operands(op, values)
        return [self.operand(v) for v in values]

    def operand(self, value):
        """An operand beside a Batched one: a list holding Batched values is stacked behind the points' axis."""
        if type(value) in (Batched, Tensor, int, float):
            return value
        return Batched(_rows(value, self.count)) if _holds_batched([value]) else as_tensor(value)

    def call(self, callee, args, kwargs):
        if not _holds_batched(list(args) + list(kwargs.values())):
            return super().call(callee, args, kwargs)
        rule = RULES.get(getattr(callee, "name", None))
        if rule is None:
            raise NotBatchable(getattr(callee, "name", callee))
        bound = signature_of(callee.call).bind(*args, **kwargs)
        bound.apply_defaults()
        return rule(callee.call, bound.arguments, self)


def _holds_batched(values):
    return any(isinstance(v, Batched) or (isinstance(v, (list, tuple)) and _holds_batched(v)) for v in values)


def _rank(value):
    return value.rank if isinstance(value, Batched) else np.ndim(value.value if isinstance(value, Tensor) else value)


def _aligned(value, rank):
    """A Batched value's tensor with axes of size 1 after the points' axis, up to `rank` at one point, so that
    numpy broadcasts it against the others as it would at one point; anything else as it is."""
    if not isinstance(value, Batched):
        return value
    t = value.tensor
    missing = rank - value.rank
    return t if missing <= 0 else ops.reshape(t, shape=t.shape[:1] + (1,) * missing + t.shape[1:])


def _broadcasting(function, *args):
    """`function` of values that broadcast against each other (operators, elementwise functions)."""
    rank = max(_rank(a) for a in args)
    return Batched(function(*(_aligned(a, rank) for a in args)))


def _add_operators(cls):
    """Give `cls` a method for every operator of formulas (parse.OPERATORS), each acting as at one point, on
    values aligned past the points' axis: `x + 1`, `2 ** x`, `x // 2`, `x @ w`, `-x`, `x < 0`. A binary operator
    also gets its reflected method (a number on the left), except the comparisons, which Python reflects onto
    each other (`1 < x` is `x > 1`)."""
    for kind, op in parse.OPERATORS.items():
        name, act = op.python.__name__, functools.partial(_broadcasting, op.python)  # add, truediv, lt, neg, ...
        if issubclass(kind, ast.unaryop):
            setattr(cls, f"__{name}__", lambda self, act=act: act(self))
            continue
        setattr(cls, f"__{name}__", lambda self, other, act=act: act(self, other))
        if issubclass(kind, ast.operator):
            setattr(cls, f"__r{name}__", lambda self, other, act=act: act(other, self))


_add_operators(Batched)


def _rows(value, count):
    """A value as a tensor of `count` rows: a Batched one's own, a list's items stacked behind the points' axis,
    and anything else repeated at every point."""
    if isinstance(value, Batched):
        return value.tensor
    if isinstance(value, (list, tuple)) and _holds_batched(value):
        return VOCABULARY["stack"].call([_rows(item, count) for item in value], axis=1)
    same = constant(value)
    return ops.broadcast_to(same, shape=(count,) + same.shape)


# ----- Rules: a function of one point's values, applied to every point's -----

def _elementwise(function, arguments, dialect):
    return _broadcasting(function, *arguments.values())


def _reduction(function, arguments, dialect):
    x = Batched(_rows(arguments["input_tensor"], dialect.count))
    axes = [a + 1 for a in normalize_axes(arguments["axis"], x.rank)]
    return Batched(function(x.tensor, axis=axes, keepdims=arguments["keepdims"]))


def _along_axis(tensor_argument, new_axis=False):
    """A rule for a function that acts along one axis: counted from the end, it is the same for every point.

    `new_axis`: the axis is one of the result, one rank more than the input (stack, expand_dims)."""
    def rule(function, arguments, dialect):
        values = arguments[tensor_argument]
        many = isinstance(values, (list, tuple))
        tensors = [_rows(v, dialect.count) for v in values] if many else _rows(values, dialect.count)
        rank = (tensors[0] if many else tensors).ndim - 1 + new_axis
        axis = normalize_axis(-1 if arguments["axis"] is None else arguments["axis"], rank)  # None: the last
        return Batched(function(**{**arguments, tensor_argument: tensors, "axis": axis}))
    return rule


def _matmul(function, arguments, dialect):
    """a @ b at each point, batched over the points, transposed as its flags say (matrices: TensorFlow's
    matmul takes no vectors)."""
    flags = {name: value for name, value in arguments.items() if name not in ("a", "b")}
    return _broadcasting(functools.partial(function, **flags), *map(dialect.operand, (arguments["a"], arguments["b"])))


def _reshape(function, arguments, dialect):
    x = _rows(arguments["tensor"], dialect.count)
    shape = as_tensor(arguments["shape"]).value.astype(int).reshape(-1).tolist()
    return Batched(function(x, [dialect.count] + shape))


RULES = {
    **{name: _elementwise for name, f in VOCABULARY.items() if f.elementwise},
    **{name: _reduction for name in ("reduce_sum", "reduce_mean", "reduce_max", "reduce_min", "reduce_prod",
                                     "reduce_logsumexp")},
    "cumsum": _along_axis("x"), "cumprod": _along_axis("x"),
    "softmax": _along_axis("logits"), "log_softmax": _along_axis("logits"),
    "concat": _along_axis("values"), "stack": _along_axis("values", new_axis=True),
    "expand_dims": _along_axis("input", new_axis=True),
    "matmul": _matmul,
    "reshape": _reshape,
}
