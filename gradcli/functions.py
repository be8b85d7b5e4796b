"""The vocabulary: every function a formula or program may call, with TensorFlow's names and arguments.

Each entry has a signature, a one-line description and a group (the `functions`
command lists them). Functions that TensorFlow builds from other operations
(`reduce_mean`, `reduce_logsumexp`, `sigmoid_cross_entropy_with_logits`, ...)
are built here from the same primitives, the same way, so their gradients
follow TensorFlow's at kinks too.
"""
import dataclasses
import inspect
import math

import numpy as np

from gradcli import ops
from gradcli.limits import check_elements
from gradcli.tensor import InvalidArgumentError, Tensor, constant, default_dtype

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

    @property
    def signature(self):
        return f"{self.name}{inspect.signature(self.call)}"


VOCABULARY = {}  # every name and alias -> its Function


def _add(group, name, call, description, modules=("math",), aliases=()):
    entry = Function(name, call, description, group, modules, aliases)
    for key in (name,) + aliases:
        VOCABULARY[key] = entry


# ----- Elementwise -----

def _unary(prim):
    return lambda x: prim(x)


def _binary(prim):
    return lambda x, y: prim(x, y)


for _name, _prim, _description, _modules in [
    ("abs", ops.abs, "|x|; the gradient at 0 is 0, as in TensorFlow", ("math",)),
    ("sqrt", ops.sqrt, "square root; a zero incoming gradient gives 0 even at x = 0", ("math",)),
    ("square", ops.square, "x * x", ("math",)),
    ("exp", ops.exp, "e to the x", ("math",)),
    ("log", ops.log, "natural logarithm", ("math",)),
    ("log1p", ops.log1p, "log(1 + x), accurate for small x", ("math",)),
    ("expm1", ops.expm1, "exp(x) - 1, accurate for small x", ("math",)),
    ("sin", ops.sin, "sine", ("math",)),
    ("cos", ops.cos, "cosine", ("math",)),
    ("tan", ops.tan, "tangent", ("math",)),
    ("asin", ops.asin, "inverse sine", ("math",)),
    ("acos", ops.acos, "inverse cosine", ("math",)),
    ("atan", ops.atan, "inverse tangent", ("math",)),
    ("sinh", ops.sinh, "hyperbolic sine", ("math",)),
    ("cosh", ops.cosh, "hyperbolic cosine", ("math",)),
    ("tanh", ops.tanh, "hyperbolic tangent", ("math", "nn")),
    ("sigmoid", ops.sigmoid, "logistic function 1 / (1 + exp(-x))", ("math", "nn")),
    ("relu", ops.relu, "max(x, 0); the gradient at 0 is 0", ("nn",)),
    ("softplus", ops.softplus, "log(1 + exp(x))", ("math", "nn")),
    ("stop_gradient", ops.stop_gradient, "x, but no gradient flows through it", ()),
]:
    _add(ELEMENTWISE if _name not in ("relu", "softplus") else NEURAL_NETWORK,
         _name, _unary(_prim), _description, _modules)

for _name, _prim, _description in [
    ("maximum", ops.maximum, "the larger of x and y; a tie sends the gradient to x"),
    ("minimum", ops.minimum, "the smaller of x and y; a tie sends the gradient to x"),
    ("pow", ops.power, "x ** y; the gradient for y is 0 where x <= 0"),
]:
    _add(ELEMENTWISE, _name, _binary(_prim), _description)


def atan2(y, x):
    return ops.atan2(y, x)


def where(condition, x, y):
    return ops.where(condition, x, y)


_add(ELEMENTWISE, "atan2", atan2, "angle of the point (x, y), in (-pi, pi]")
_add(ELEMENTWISE, "where", where, "x where condition holds, else y; gradients follow the choice", ())


# ----- Reductions -----

def _reduction(prim):
    def reduce(input_tensor, axis=None, keepdims=False):
        x = constant(input_tensor)
        return prim(x, axis=ops.normalize_axes(axis, x.ndim), keepdims=bool(keepdims))
    return reduce


def reduce_mean(input_tensor, axis=None, keepdims=False):
    x = constant(input_tensor)
    axes = ops.normalize_axes(axis, x.ndim)
    count = math.prod(x.shape[a] for a in axes)
    return ops.reduce_sum_p(x, axis=axes, keepdims=bool(keepdims)) / float(count)


def reduce_logsumexp(input_tensor, axis=None, keepdims=False):
    # As TensorFlow: shift by the (finite) maximum, held constant, so the gradient is the softmax.
    x = constant(input_tensor)
    axes = ops.normalize_axes(axis, x.ndim)
    raw_max = ops.reduce_max_p(x, axis=axes, keepdims=True)
    shift = ops.stop_gradient(ops.where(Tensor(np.isfinite(raw_max.value)), raw_max, 0.0))
    result = ops.log(ops.reduce_sum_p(ops.exp(x - shift), axis=axes, keepdims=bool(keepdims)))
    return result + (shift if keepdims else ops.reshape_p(shift, shape=result.shape))


for _name, _call, _description in [
    ("reduce_sum", _reduction(ops.reduce_sum_p), "sum over axis (all axes by default)"),
    ("reduce_mean", reduce_mean, "mean over axis (all axes by default)"),
    ("reduce_max", _reduction(ops.reduce_max_p), "maximum over axis; tied maxima share the gradient equally"),
    ("reduce_min", _reduction(ops.reduce_min_p), "minimum over axis; tied minima share the gradient equally"),
    ("reduce_prod", _reduction(ops.reduce_prod_p), "product over axis; exact gradients even with zeros"),
    ("reduce_logsumexp", reduce_logsumexp, "log(sum(exp(x))) over axis, computed stably"),
]:
    _add(REDUCTIONS, _name, _call, _description, aliases=(_name[len("reduce_"):],))


def _cumulative(prim):
    def accumulate(x, axis=0, exclusive=False, reverse=False):
        x = constant(x)
        return prim(x, axis=ops.normalize_axis(axis, x.ndim), exclusive=bool(exclusive), reverse=bool(reverse))
    return accumulate


_add(REDUCTIONS, "cumsum", _cumulative(ops.cumsum_p), "running sum along axis")
_add(REDUCTIONS, "cumprod", _cumulative(ops.cumprod_p), "running product along axis")


# ----- Linear algebra and shape -----

def matmul(a, b):
    return ops.matmul(a, b)


def expand_dims(input, axis):
    x = constant(input)
    position = ops.normalize_axis(axis, x.ndim + 1) + x.ndim + 1
    return ops.reshape_p(x, shape=x.shape[:position] + (1,) + x.shape[position:])


def squeeze(input, axis=None):
    x = constant(input)
    axes = [a for a in range(x.ndim) if x.shape[a] == 1] if axis is None else ops.normalize_axes(axis, x.ndim)
    for a in axes:
        if x.shape[a] != 1:
            raise InvalidArgumentError(f"cannot squeeze axis {a} of size {x.shape[a]}; it must be 1")
    return ops.reshape_p(x, shape=tuple(n for a, n in enumerate(x.shape) if a not in axes))


def stack(values, axis=0):
    tensors = [constant(v) for v in values]
    if not tensors:
        raise InvalidArgumentError("stack needs at least one tensor")
    return ops.concat([expand_dims(t, axis) for t in tensors], axis)


def broadcast_to(input, shape):
    dims = ops.as_shape(shape)
    check_elements(math.prod(dims), "broadcast_to")  # a view, but what is made of it is not
    return ops.broadcast_to_p(constant(input), shape=dims)


for _name, _call, _description in [
    ("matmul", matmul, "matrix product a @ b; vectors act as rows or columns"),
    ("transpose", ops.transpose, "axes permuted by perm (reversed by default)"),
    ("reshape", ops.reshape, "the same elements in a new shape (one size may be -1)"),
    ("concat", ops.concat, "tensors joined along an existing axis"),
    ("stack", stack, "tensors of one shape joined along a new axis"),
    ("expand_dims", expand_dims, "a new axis of size 1 inserted at axis"),
    ("squeeze", squeeze, "axes of size 1 removed (all of them by default)"),
    ("broadcast_to", broadcast_to, "the tensor repeated to a larger shape, as numpy broadcasts"),
]:
    _add(LINEAR_ALGEBRA_AND_SHAPE, _name, _call, _description, ("linalg",) if _name == "matmul" else ())


# ----- Neural network -----

def softmax(logits, axis=-1):
    x = constant(logits)
    return ops.softmax_p(x, axis=ops.normalize_axis(axis, x.ndim))


def log_softmax(logits, axis=-1):
    x = constant(logits)
    return ops.log_softmax_p(x, axis=ops.normalize_axis(axis, x.ndim))


def softmax_cross_entropy_with_logits(labels, logits, axis=-1):
    logits = constant(logits)
    return ops.xent_p(labels, logits, axis=ops.normalize_axis(axis, logits.ndim))


def sparse_softmax_cross_entropy_with_logits(labels, logits):
    return ops.sparse_xent_p(labels, logits)


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
    _add(NEURAL_NETWORK, _name, _call, _description, _modules)


# ----- Constructors -----

def _filled(fill, shape):
    dims = ops.as_shape(shape)
    if -1 in dims:
        raise InvalidArgumentError(f"a shape to fill needs every size, not {list(dims)}")
    check_elements(math.prod(dims), "the tensor")
    return Tensor(fill(dims, default_dtype()))


def zeros(shape):
    return _filled(np.zeros, shape)


def ones(shape):
    return _filled(np.ones, shape)


def linspace(start, stop, num):
    count = ops._as_int(num, "num")
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
    rows = ops._as_int(num_rows, "num_rows")
    columns = rows if num_columns is None else ops._as_int(num_columns, "num_columns")
    check_elements(rows * columns, "eye")
    return Tensor(np.eye(rows, columns, dtype=default_dtype()))


for _name, _call, _description, _aliases in [
    ("constant", constant, "a tensor from a number or nested list", ()),
    ("zeros", zeros, "a tensor of zeros of the given shape", ()),
    ("ones", ones, "a tensor of ones of the given shape", ()),
    ("linspace", linspace, "num evenly spaced numbers from start to stop, both included", ()),
    ("arange", arange, "numbers from start up to (not including) limit, delta apart", ("range",)),
    ("eye", eye, "the identity matrix", ()),
]:
    _add(CONSTRUCTORS, _name, _call, _description, ("linalg",) if _name == "eye" else (), _aliases)
