"""The vocabulary: every function a formula or program may call, with TensorFlow's names and arguments.

Each function is declared once, by a row: its name, what it calls, a one-line
description, its group, TensorFlow's modules that have it, its aliases, and its
sympy counterpart (for `--symbolic`, on scalars). The `functions` command, the
evaluator, the symbolic module and `gradcli`'s `math`/`nn`/`linalg` namespaces
all read these rows.

Functions that TensorFlow builds from other operations (`reduce_mean`,
`reduce_logsumexp`, `sigmoid_cross_entropy_with_logits`, ...) are built here
from the same primitives, the same way, so their gradients follow TensorFlow's
at kinks too. The helpers at the top turn TensorFlow's arguments (axes, shapes)
into the normalised parameters primitives take.
"""
import dataclasses
import math

import numpy as np

from gradcli import ops
from gradcli.limits import check_elements
from gradcli.tensor import InvalidArgumentError, Tensor, compare, constant, default_dtype

ELEMENTWISE = "elementwise"
REDUCTIONS = "reductions"
LINEAR_ALGEBRA_AND_SHAPE = "linear algebra and shape"
NEURAL_NETWORK = "neural network"
CONSTRUCTORS = "constructors"
GROUPS = (ELEMENTWISE, REDUCTIONS, LINEAR_ALGEBRA_AND_SHAPE, NEURAL_NETWORK, CONSTRUCTORS)

CONSTANTS = {"pi": math.pi, "e": math.e, "inf": math.inf, "nan": math.nan, "newaxis": None}


@dataclasses.dataclass(frozen=True)
class Function:
    name: str
    call: object
    description: str
    group: str
    modules: tuple  # TensorFlow's modules that have it, besides tf itself: "math", "nn", "linalg"
    aliases: tuple = ()
    sympy: object = None  # (sympy module, *scalar arguments) -> its sympy expression; None if it has none

    def __call__(self, *args, **kwargs):
        return self.call(*args, **kwargs)

    @property
    def signature(self):
        import inspect

        return f"{self.name}{inspect.signature(self.call)}"


VOCABULARY = {}  # every name and alias -> its Function


def row(group, name, call, description, modules=("math",), aliases=(), sympy=None):
    """Declare a function of the vocabulary."""
    entry = Function(name, call, description, group, modules, aliases, sympy)
    for key in (name,) + aliases:
        VOCABULARY[key] = entry


# ----- TensorFlow's arguments, normalised for the primitives -----

def as_int(value, what):
    number = value.value if isinstance(value, Tensor) else value
    if isinstance(number, (bool, np.bool_, str)) or np.ndim(number) != 0 or number != int(number):
        raise InvalidArgumentError(f"{what} must be an integer, not {value!r}")
    return int(number)


def _int_list(value, what):
    if isinstance(value, Tensor):
        value = value.value.tolist()
    items = value if isinstance(value, (list, tuple)) else [value]
    return [as_int(v, what) for v in items]


def normalize_axes(axis, ndim):
    """`axis` (None for all, an int or a list; negative counts from the end) as a sorted tuple."""
    if axis is None:
        return tuple(range(ndim))
    axes = []
    for a in _int_list(axis, "axis"):
        if not -ndim <= a < ndim:
            raise InvalidArgumentError(f"axis {a} is out of range for a tensor of rank {ndim}")
        axes.append(a % ndim)
    if len(set(axes)) != len(axes):
        raise InvalidArgumentError(f"axis {axis} repeats an axis")
    return tuple(sorted(axes))


def normalize_axis(axis, ndim):
    """One axis, as a negative number counted from the end."""
    (a,) = _int_list(axis, "axis")
    if not -ndim <= a < ndim:
        raise InvalidArgumentError(f"axis {a} is out of range for a tensor of rank {ndim}")
    return a - ndim if a >= 0 else a


def as_shape(shape):
    """A shape (a list of integers, or an integer tensor) as a tuple."""
    dims = tuple(_int_list(shape, "a shape"))
    if any(d < -1 for d in dims) or dims.count(-1) > 1:
        raise InvalidArgumentError(f"invalid shape {list(dims)}: sizes must be >= 0, with at most one -1")
    return dims


def _piecewise(sp, first, first_when, second):
    return sp.Piecewise((first, first_when), (second, True))


# ----- Elementwise -----

def _unary(prim):
    return lambda x: prim(x)


def _binary(prim):
    return lambda x, y: prim(x, y)


def _comparison(ufunc):
    return lambda x, y: compare(ufunc, x, y)


for _name, _prim, _description, _modules, _sympy in [
    ("abs", ops.abs, "|x|; the gradient at 0 is 0, as in TensorFlow", ("math",), lambda sp, x: sp.Abs(x)),
    ("sqrt", ops.sqrt, "square root; a zero incoming gradient gives 0 even at x = 0", ("math",),
     lambda sp, x: sp.sqrt(x)),
    ("square", ops.square, "x * x", ("math",), lambda sp, x: x ** 2),
    ("exp", ops.exp, "e to the x", ("math",), lambda sp, x: sp.exp(x)),
    ("log", ops.log, "natural logarithm", ("math",), lambda sp, x: sp.log(x)),
    ("log1p", ops.log1p, "log(1 + x), accurate for small x", ("math",), lambda sp, x: sp.log(1 + x)),
    ("expm1", ops.expm1, "exp(x) - 1, accurate for small x", ("math",), lambda sp, x: sp.exp(x) - 1),
    ("sin", ops.sin, "sine", ("math",), lambda sp, x: sp.sin(x)),
    ("cos", ops.cos, "cosine", ("math",), lambda sp, x: sp.cos(x)),
    ("tan", ops.tan, "tangent", ("math",), lambda sp, x: sp.tan(x)),
    ("asin", ops.asin, "inverse sine", ("math",), lambda sp, x: sp.asin(x)),
    ("acos", ops.acos, "inverse cosine", ("math",), lambda sp, x: sp.acos(x)),
    ("atan", ops.atan, "inverse tangent", ("math",), lambda sp, x: sp.atan(x)),
    ("sinh", ops.sinh, "hyperbolic sine", ("math",), lambda sp, x: sp.sinh(x)),
    ("cosh", ops.cosh, "hyperbolic cosine", ("math",), lambda sp, x: sp.cosh(x)),
    ("tanh", ops.tanh, "hyperbolic tangent", ("math", "nn"), lambda sp, x: sp.tanh(x)),
    ("sigmoid", ops.sigmoid, "logistic function 1 / (1 + exp(-x))", ("math", "nn"),
     lambda sp, x: 1 / (1 + sp.exp(-x))),
    ("negative", ops.negative, "-x", ("math",), lambda sp, x: -x),
    ("identity", ops.identity, "x itself, as a new tensor", (), lambda sp, x: x),
    ("stop_gradient", ops.stop_gradient, "x, but no gradient flows through it", (), None),
]:
    row(ELEMENTWISE, _name, _unary(_prim), _description, _modules, sympy=_sympy)

for _name, _prim, _description, _sympy in [
    ("add", ops.add, "x + y", lambda sp, x, y: x + y),
    ("subtract", ops.subtract, "x - y", lambda sp, x, y: x - y),
    ("multiply", ops.multiply, "x * y", lambda sp, x, y: x * y),
    ("divide", ops.divide, "x / y", lambda sp, x, y: x / y),
    ("maximum", ops.maximum, "the larger of x and y; a tie sends the gradient to x",
     lambda sp, x, y: _piecewise(sp, x, x >= y, y)),
    ("minimum", ops.minimum, "the smaller of x and y; a tie sends the gradient to x",
     lambda sp, x, y: _piecewise(sp, x, x <= y, y)),
    ("pow", ops.power, "x ** y; the gradient for y is 0 where x <= 0", lambda sp, x, y: x ** y),
    ("atan2", ops.atan2, "angle of the point (x, y), in (-pi, pi]", lambda sp, y, x: sp.atan2(y, x)),
]:
    row(ELEMENTWISE, _name, _binary(_prim), _description, sympy=_sympy)

for _name, _ufunc, _description, _sympy in [
    ("less", np.less, "x < y, a boolean tensor (no gradient)", lambda sp, x, y: sp.Lt(x, y)),
    ("less_equal", np.less_equal, "x <= y, a boolean tensor (no gradient)", lambda sp, x, y: sp.Le(x, y)),
    ("greater", np.greater, "x > y, a boolean tensor (no gradient)", lambda sp, x, y: sp.Gt(x, y)),
    ("greater_equal", np.greater_equal, "x >= y, a boolean tensor (no gradient)", lambda sp, x, y: sp.Ge(x, y)),
    ("equal", np.equal, "x == y, a boolean tensor (no gradient)", lambda sp, x, y: sp.Eq(x, y)),
    ("not_equal", np.not_equal, "x != y, a boolean tensor (no gradient)", lambda sp, x, y: sp.Ne(x, y)),
]:
    row(ELEMENTWISE, _name, _comparison(_ufunc), _description, sympy=_sympy)


def where(condition, x, y):
    return ops.where(condition, x, y)


row(ELEMENTWISE, "where", where, "x where condition holds, else y; gradients follow the choice", (),
    sympy=lambda sp, condition, x, y: _piecewise(sp, x, condition, y))


# ----- Reductions -----

def _reduction(prim):
    def reduce(input_tensor, axis=None, keepdims=False):
        x = constant(input_tensor)
        return prim(x, axis=normalize_axes(axis, x.ndim), keepdims=bool(keepdims))
    return reduce


def reduce_mean(input_tensor, axis=None, keepdims=False):
    x = constant(input_tensor)
    axes = normalize_axes(axis, x.ndim)
    count = math.prod(x.shape[a] for a in axes)
    return ops.reduce_sum(x, axis=axes, keepdims=bool(keepdims)) / float(count)


def reduce_logsumexp(input_tensor, axis=None, keepdims=False):
    # As TensorFlow: shift by the (finite) maximum, held constant, so the gradient is the softmax.
    x = constant(input_tensor)
    axes = normalize_axes(axis, x.ndim)
    raw_max = ops.reduce_max(x, axis=axes, keepdims=True)
    shift = ops.stop_gradient(ops.where(Tensor(np.isfinite(raw_max.value)), raw_max, 0.0))
    result = ops.log(ops.reduce_sum(ops.exp(x - shift), axis=axes, keepdims=bool(keepdims)))
    return result + (shift if keepdims else ops.reshape(shift, shape=result.shape))


def _of_a_scalar(sp, x):
    return x  # a reduction of a scalar is the scalar itself


for _name, _call, _description in [
    ("reduce_sum", _reduction(ops.reduce_sum), "sum over axis (all axes by default)"),
    ("reduce_mean", reduce_mean, "mean over axis (all axes by default)"),
    ("reduce_max", _reduction(ops.reduce_max), "maximum over axis; tied maxima share the gradient equally"),
    ("reduce_min", _reduction(ops.reduce_min), "minimum over axis; tied minima share the gradient equally"),
    ("reduce_prod", _reduction(ops.reduce_prod), "product over axis; exact gradients even with zeros"),
    ("reduce_logsumexp", reduce_logsumexp, "log(sum(exp(x))) over axis, computed stably"),
]:
    row(REDUCTIONS, _name, _call, _description, aliases=(_name[len("reduce_"):],), sympy=_of_a_scalar)


def _cumulative(prim):
    def accumulate(x, axis=0, exclusive=False, reverse=False):
        x = constant(x)
        return prim(x, axis=normalize_axis(axis, x.ndim), exclusive=bool(exclusive), reverse=bool(reverse))
    return accumulate


row(REDUCTIONS, "cumsum", _cumulative(ops.cumsum), "running sum along axis")
row(REDUCTIONS, "cumprod", _cumulative(ops.cumprod), "running product along axis")


# ----- Linear algebra and shape -----

def matmul(a, b):
    return ops.matmul(a, b)


def transpose(a, perm=None):
    x = constant(a)
    perm = tuple(reversed(range(x.ndim))) if perm is None else tuple(_int_list(perm, "perm"))
    if sorted(p % max(x.ndim, 1) for p in perm) != list(range(x.ndim)):
        raise InvalidArgumentError(f"perm {list(perm)} is not a permutation of the {x.ndim} axes")
    return ops.transpose(x, perm=tuple(p % x.ndim for p in perm))


def reshape(tensor, shape):
    return ops.reshape(constant(tensor), shape=as_shape(shape))


def concat(values, axis):
    tensors = [constant(v) for v in values]
    if not tensors:
        raise InvalidArgumentError("concat needs at least one tensor")
    return ops.concat(*tensors, axis=normalize_axis(axis, tensors[0].ndim))


def expand_dims(input, axis):
    x = constant(input)
    position = normalize_axis(axis, x.ndim + 1) + x.ndim + 1
    return ops.reshape(x, shape=x.shape[:position] + (1,) + x.shape[position:])


def squeeze(input, axis=None):
    x = constant(input)
    axes = [a for a in range(x.ndim) if x.shape[a] == 1] if axis is None else normalize_axes(axis, x.ndim)
    for a in axes:
        if x.shape[a] != 1:
            raise InvalidArgumentError(f"cannot squeeze axis {a} of size {x.shape[a]}; it must be 1")
    return ops.reshape(x, shape=tuple(n for a, n in enumerate(x.shape) if a not in axes))


def stack(values, axis=0):
    tensors = [constant(v) for v in values]
    if not tensors:
        raise InvalidArgumentError("stack needs at least one tensor")
    return concat([expand_dims(t, axis) for t in tensors], axis)


def broadcast_to(input, shape):
    dims = as_shape(shape)
    check_elements(math.prod(dims), "broadcast_to")  # a view, but what is made of it is not
    return ops.broadcast_to(constant(input), shape=dims)


for _name, _call, _description, _modules in [
    ("matmul", matmul, "matrix product a @ b; vectors act as rows or columns", ("linalg",)),
    ("transpose", transpose, "axes permuted by perm (reversed by default)", ()),
    ("reshape", reshape, "the same elements in a new shape (one size may be -1)", ()),
    ("concat", concat, "tensors joined along an existing axis", ()),
    ("stack", stack, "tensors of one shape joined along a new axis", ()),
    ("expand_dims", expand_dims, "a new axis of size 1 inserted at axis", ()),
    ("squeeze", squeeze, "axes of size 1 removed (all of them by default)", ()),
    ("broadcast_to", broadcast_to, "the tensor repeated to a larger shape, as numpy broadcasts", ()),
]:
    row(LINEAR_ALGEBRA_AND_SHAPE, _name, _call, _description, _modules)


# ----- Neural network -----

def softmax(logits, axis=-1):
    x = constant(logits)
    return ops.softmax(x, axis=normalize_axis(axis, x.ndim))


def log_softmax(logits, axis=-1):
    x = constant(logits)
    return ops.log_softmax(x, axis=normalize_axis(axis, x.ndim))


def softmax_cross_entropy_with_logits(labels, logits, axis=-1):
    logits = constant(logits)
    return ops.softmax_xent(labels, logits, axis=normalize_axis(axis, logits.ndim))


def sparse_softmax_cross_entropy_with_logits(labels, logits):
    return ops.sparse_softmax_xent(labels, logits)


def sigmoid_cross_entropy_with_logits(labels, logits):
    # TensorFlow's stable form max(z, 0) - z * t + log(1 + exp(-|z|)), built with
    # `where` as TensorFlow builds it, so the gradient at z = 0 is sigmoid(0) - t.
    labels, logits = constant(labels), constant(logits)
    if labels.shape != logits.shape:
        raise InvalidArgumentError(f"labels and logits must have the same shape, got {labels.shape} and {logits.shape}")
    nonnegative = logits >= 0.0
    relu_logits = ops.where(nonnegative, logits, 0.0)
    neg_abs_logits = ops.where(nonnegative, -logits, logits)
    return relu_logits - logits * labels + ops.log1p(ops.exp(neg_abs_logits))


row(NEURAL_NETWORK, "relu", _unary(ops.relu), "max(x, 0); the gradient at 0 is 0", ("nn",),
    sympy=lambda sp, x: _piecewise(sp, x, x > 0, 0))
row(NEURAL_NETWORK, "softplus", _unary(ops.softplus), "log(1 + exp(x))", ("math", "nn"),
    sympy=lambda sp, x: sp.log(1 + sp.exp(x)))
for _name, _call, _description, _modules in [
    ("softmax", softmax, "exp(x) / sum(exp(x)) along axis", ("nn", "math")),
    ("log_softmax", log_softmax, "x - logsumexp(x) along axis", ("nn", "math")),
    ("softmax_cross_entropy_with_logits", softmax_cross_entropy_with_logits,
     "-sum(labels * log_softmax(logits)); logits get softmax - labels", ("nn",)),
    ("sparse_softmax_cross_entropy_with_logits", sparse_softmax_cross_entropy_with_logits,
     "cross-entropy with class-number labels, which get no gradient", ("nn",)),
    ("sigmoid_cross_entropy_with_logits", sigmoid_cross_entropy_with_logits,
     "elementwise logistic loss of logits against labels in [0, 1]", ("nn",)),
]:
    row(NEURAL_NETWORK, _name, _call, _description, _modules)


# ----- Constructors -----

def _filled(fill, shape):
    dims = as_shape(shape)
    if -1 in dims:
        raise InvalidArgumentError(f"a shape to fill needs every size, not {list(dims)}")
    check_elements(math.prod(dims), "the tensor")
    return Tensor(fill(dims, default_dtype()))


def zeros(shape):
    return _filled(np.zeros, shape)


def ones(shape):
    return _filled(np.ones, shape)


def linspace(start, stop, num):
    count = as_int(num, "num")
    check_elements(count, "linspace")
    return Tensor(np.linspace(float(start), float(stop), count, dtype=default_dtype()))


def arange(start, limit=None, delta=1):
    if limit is None:
        start, limit = 0, start
    start, limit, delta = float(start), float(limit), float(delta)
    if delta == 0 or not all(map(math.isfinite, (start, limit, delta))):
        raise InvalidArgumentError("arange needs finite numbers and a delta other than 0")
    check_elements(max(0, math.ceil((limit - start) / delta)), "arange")
    return Tensor(np.arange(start, limit, delta, dtype=default_dtype()))


def eye(num_rows, num_columns=None):
    rows = as_int(num_rows, "num_rows")
    columns = rows if num_columns is None else as_int(num_columns, "num_columns")
    check_elements(rows * columns, "eye")
    return Tensor(np.eye(rows, columns, dtype=default_dtype()))


for _name, _call, _description, _modules, _aliases in [
    ("constant", constant, "a tensor from a number or nested list", (), ()),
    ("zeros", zeros, "a tensor of zeros of the given shape", (), ()),
    ("ones", ones, "a tensor of ones of the given shape", (), ()),
    ("linspace", linspace, "num evenly spaced numbers from start to stop, both included", (), ()),
    ("arange", arange, "numbers from start up to (not including) limit, delta apart", (), ("range",)),
    ("eye", eye, "the identity matrix", ("linalg",), ()),
]:
    row(CONSTRUCTORS, _name, _call, _description, _modules, _aliases)
