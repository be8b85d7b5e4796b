"""The vocabulary: every function a formula or program may call, with TensorFlow's names and arguments.

Each function is declared once, by a row: its name, what it calls, a one-line
description, its group, where TensorFlow has it, its aliases, and its
sympy counterpart (for `--symbolic`, on scalars). The `functions` command, the
evaluator, the symbolic module and `gradcli`'s `math`/`nn`/`linalg`/`keras.losses`
namespaces all read these rows.

Functions that TensorFlow builds from other operations (`reduce_mean`,
`reduce_logsumexp`, `norm`, `clip_by_norm`, Keras's losses, ...) are built here
from the same primitives, the same way, so their gradients follow TensorFlow's
at kinks too. `arguments.py` turns TensorFlow's arguments (axes, shapes,
indices, dtypes) into the normalised parameters primitives take.
"""
import dataclasses
import functools
import math

import numpy as np

from gradcli.engine import dtypes, kernels, ops
from gradcli.engine.limits import check_elements
from gradcli.engine.tensor import InvalidArgumentError, Tensor, default_dtype, holds_tensor
from gradcli.engine.tensor import constant as convert
from gradcli.functions.arguments import (as_indices, as_int, as_int_list, as_numpy_dtype, as_shape, booleans,
                                         normalize_axes, normalize_axis, require_floating, require_numbers)

ELEMENTWISE = "elementwise"
REDUCTIONS = "reductions"
LINEAR_ALGEBRA_AND_SHAPE = "linear algebra and shape"
NEURAL_NETWORK = "neural network"
LOSSES = "losses"
CONSTRUCTORS = "constructors"
GROUPS = (ELEMENTWISE, REDUCTIONS, LINEAR_ALGEBRA_AND_SHAPE, NEURAL_NETWORK, LOSSES, CONSTRUCTORS)

CONSTANTS = {"pi": math.pi, "e": math.e, "inf": math.inf, "nan": math.nan, "newaxis": None}


@dataclasses.dataclass(frozen=True)
class Function:
    name: str
    call: object
    description: str
    group: str
    modules: tuple  # where TensorFlow 2.21 has it: "tf" (tf itself), "math", "nn", "linalg", "keras.losses", or
    #                 (module, name) where TensorFlow's name there is another (one of the aliases)
    aliases: tuple = ()  # other names formulas and programs may call it by
    sympy: object = None  # (sympy module, *scalar arguments) -> its sympy expression; None if it has none
    # Each element of the result is the function of the same element of each argument, the arguments broadcast
    # against each other: a sweep evaluates it at every point at once (labels and logits, of one shape, do not).
    elementwise: bool = False

    def __call__(self, *args, **kwargs):
        return self.call(*args, **kwargs)

    def tensorflow_names(self):
        """(module, name) for every place TensorFlow has the function: what TensorFlow code may call."""
        return [(m, self.name) if isinstance(m, str) else m for m in self.modules]

    @property
    def signature(self):
        import inspect

        return f"{self.name}{inspect.signature(self.call)}"


VOCABULARY = {}  # every name and alias -> its Function


def row(group, name, call, description, modules=("tf", "math"), aliases=(), sympy=None, elementwise=None):
    """Declare a function of the vocabulary; `elementwise` unless said otherwise when its group is."""
    entry = Function(name, call, description, group, modules, aliases, sympy,
                     group == ELEMENTWISE if elementwise is None else elementwise)
    for key in (name,) + aliases:
        VOCABULARY[key] = entry


def _piecewise(sp, first, first_when, second):
    return sp.Piecewise((first, first_when), (second, True))


# ----- Elementwise -----

def _unary(prim):
    return lambda x: prim(x)


def _float_unary(prim, name):
    def call(x):
        if type(x) is Tensor and x.value.dtype.kind != "f":
            require_floating(x, name)
        return prim(x)
    return call


def _binary(prim):
    return lambda x, y: prim(x, y)


FLOATS, ANY = True, False  # whether a function takes floating-point tensors only, as TensorFlow's kernel does
for _name, _prim, _description, _modules, _floats, _sympy in [
    ("abs", ops.abs, "|x|; the gradient at 0 is 0, as in TensorFlow", ("tf", "math"), ANY, lambda sp, x: sp.Abs(x)),
    ("sqrt", ops.sqrt, "square root; a zero incoming gradient gives 0 even at x = 0", ("tf", "math"), FLOATS,
     lambda sp, x: sp.sqrt(x)),
    ("square", ops.square, "x * x", ("tf", "math"), ANY, lambda sp, x: x ** 2),
    ("exp", ops.exp, "e to the x", ("tf", "math"), FLOATS, lambda sp, x: sp.exp(x)),
    ("log", ops.log, "natural logarithm", ("math",), FLOATS, lambda sp, x: sp.log(x)),
    ("log1p", ops.log1p, "log(1 + x), accurate for small x", ("math",), FLOATS, lambda sp, x: sp.log(1 + x)),
    ("expm1", ops.expm1, "exp(x) - 1, accurate for small x", ("math",), FLOATS, lambda sp, x: sp.exp(x) - 1),
    ("sin", ops.sin, "sine", ("tf", "math"), FLOATS, lambda sp, x: sp.sin(x)),
    ("cos", ops.cos, "cosine", ("tf", "math"), FLOATS, lambda sp, x: sp.cos(x)),
    ("tan", ops.tan, "tangent", ("tf", "math"), FLOATS, lambda sp, x: sp.tan(x)),
    ("asin", ops.asin, "inverse sine", ("tf", "math"), FLOATS, lambda sp, x: sp.asin(x)),
    ("acos", ops.acos, "inverse cosine", ("tf", "math"), FLOATS, lambda sp, x: sp.acos(x)),
    ("atan", ops.atan, "inverse tangent", ("tf", "math"), FLOATS, lambda sp, x: sp.atan(x)),
    ("sinh", ops.sinh, "hyperbolic sine", ("tf", "math"), FLOATS, lambda sp, x: sp.sinh(x)),
    ("cosh", ops.cosh, "hyperbolic cosine", ("tf", "math"), FLOATS, lambda sp, x: sp.cosh(x)),
    ("tanh", ops.tanh, "hyperbolic tangent", ("tf", "math", "nn"), FLOATS, lambda sp, x: sp.tanh(x)),
    ("sigmoid", ops.sigmoid, "logistic function 1 / (1 + exp(-x))", ("tf", "math", "nn"), FLOATS,
     lambda sp, x: 1 / (1 + sp.exp(-x))),
    ("reciprocal", ops.reciprocal, "1 / x; a zero incoming gradient gives 0 even at x = 0", ("math",), FLOATS,
     lambda sp, x: 1 / x),
    ("rsqrt", ops.rsqrt, "1 / sqrt(x); a zero incoming gradient gives 0 even at x = 0", ("math",), FLOATS,
     lambda sp, x: 1 / sp.sqrt(x)),
    ("erf", ops.erf, "the error function", ("math",), FLOATS, lambda sp, x: sp.erf(x)),
    ("erfc", ops.erfc, "the complementary error function 1 - erf(x)", ("math",), FLOATS, lambda sp, x: sp.erfc(x)),
    ("negative", ops.negative, "-x", ("tf", "math"), ANY, lambda sp, x: -x),
    ("identity", ops.identity, "x itself, as a new tensor", ("tf",), ANY, lambda sp, x: x),
    ("stop_gradient", ops.stop_gradient, "x, but no gradient flows through it", ("tf",), ANY, None),
    ("sign", ops.sign, "-1, 0 or 1 by the sign of x (NaN for NaN); its gradient is zeros", ("tf", "math"), ANY, None),
    ("floor", ops.floor, "the largest integer <= x; no gradient, as in TensorFlow", ("tf", "math"), FLOATS, None),
    ("ceil", ops.ceil, "the smallest integer >= x; no gradient, as in TensorFlow", ("math",), FLOATS, None),
    ("round", ops.round, "the nearest integer, halves to even; no gradient, as in TensorFlow", ("tf", "math"), ANY,
     None),
]:
    row(ELEMENTWISE, _name, _float_unary(_prim, _name) if _floats else _unary(_prim), _description, _modules,
        sympy=_sympy)

for _name, _prim, _modules, _description, _sympy in [
    ("add", ops.add, ("tf", "math"), "x + y", lambda sp, x, y: x + y),
    ("subtract", ops.subtract, ("tf", "math"), "x - y", lambda sp, x, y: x - y),
    ("multiply", ops.multiply, ("tf", "math"), "x * y", lambda sp, x, y: x * y),
    ("maximum", ops.maximum, ("tf", "math"), "the larger of x and y; a tie sends the gradient to x",
     lambda sp, x, y: _piecewise(sp, x, x >= y, y)),
    ("minimum", ops.minimum, ("tf", "math"), "the smaller of x and y; a tie sends the gradient to x",
     lambda sp, x, y: _piecewise(sp, x, x <= y, y)),
    ("pow", ops.power, ("tf", "math"), "x ** y; the gradient for y is 0 where x <= 0", lambda sp, x, y: x ** y),
    ("atan2", ops.atan2, ("tf", "math"), "angle of the point (x, y), in (-pi, pi]", lambda sp, y, x: sp.atan2(y, x)),
    ("divide_no_nan", ops.divide_no_nan, ("math",), "x / y, but 0 where y is 0", None),
    ("squared_difference", ops.squared_difference, ("math",), "(x - y) ** 2", lambda sp, x, y: (x - y) ** 2),
    ("floordiv", ops.floordiv, ("math",), "floor(x / y), the operator //; no gradient, as in TensorFlow", None),
    ("floormod", ops.floormod, ("math",), "x - floor(x / y) * y, the operator %", None),
]:
    row(ELEMENTWISE, _name, _binary(_prim), _description, _modules, sympy=_sympy)


def divide(x, y):
    return ops.truediv(x, y)


row(ELEMENTWISE, "divide", divide, "x / y; integers are divided as float64", sympy=lambda sp, x, y: x / y)
row(ELEMENTWISE, "truediv", divide, "x / y, as the operator /; integers are divided as float64",
    sympy=lambda sp, x, y: x / y)

for _name, _prim, _description, _sympy in [
    ("less", ops.less, "x < y, a boolean tensor (no gradient)", lambda sp, x, y: sp.Lt(x, y)),
    ("less_equal", ops.less_equal, "x <= y, a boolean tensor (no gradient)", lambda sp, x, y: sp.Le(x, y)),
    ("greater", ops.greater, "x > y, a boolean tensor (no gradient)", lambda sp, x, y: sp.Gt(x, y)),
    ("greater_equal", ops.greater_equal, "x >= y, a boolean tensor (no gradient)", lambda sp, x, y: sp.Ge(x, y)),
    ("equal", ops.equal, "x == y, a boolean tensor (no gradient)", lambda sp, x, y: sp.Eq(x, y)),
    ("not_equal", ops.not_equal, "x != y, a boolean tensor (no gradient)", lambda sp, x, y: sp.Ne(x, y)),
]:
    row(ELEMENTWISE, _name, _binary(_prim), _description, sympy=_sympy)


def logical_not(x):
    return Tensor(np.logical_not(*booleans("LogicalNot", x)))


def logical_and(x, y):
    return Tensor(np.logical_and(*booleans("LogicalAnd", x, y)))


def logical_or(x, y):
    return Tensor(np.logical_or(*booleans("LogicalOr", x, y)))


def _float_test(ufunc, name):
    def test(x):
        x = convert(x)
        require_floating(x, name)
        return Tensor(ufunc(x.value))
    return test


for _name, _call, _description, _modules in [
    ("logical_not", logical_not, "not x, of a boolean tensor", ("tf", "math")),
    ("logical_and", logical_and, "x and y, of boolean tensors", ("tf", "math")),
    ("logical_or", logical_or, "x or y, of boolean tensors", ("tf", "math")),
    ("is_nan", _float_test(np.isnan, "is_nan"), "whether x is NaN, a boolean tensor", ("math",)),
    ("is_inf", _float_test(np.isinf, "is_inf"), "whether x is inf or -inf, a boolean tensor", ("math",)),
    ("is_finite", _float_test(np.isfinite, "is_finite"), "whether x is neither inf nor NaN", ("math",)),
]:
    row(ELEMENTWISE, _name, _call, _description, _modules)


def add_n(inputs):
    tensors = [convert(x) for x in inputs]
    if not tensors or any(t.shape != tensors[0].shape for t in tensors):
        raise InvalidArgumentError("Inputs to operation AddN of type AddN must have the same size and shape: "
                                   f"{[list(t.shape) for t in tensors]}")
    return functools.reduce(ops.add, tensors)


row(ELEMENTWISE, "add_n", add_n, "the sum of a list of tensors of one shape", elementwise=False)


def where(condition, x=None, y=None):
    if x is None and y is None:  # TensorFlow's one-argument form: the coordinates of the true (nonzero) items
        return Tensor(np.argwhere(convert(condition).value).astype(np.int64))
    if x is None or y is None:
        raise ValueError("x and y must both be non-None or both be None.")
    return ops.where(condition, x, y)


def cast(x, dtype):
    x, target = convert(x), as_numpy_dtype(dtype)
    source = x.value.dtype
    if source == target:
        return x
    if source.kind == "f" and target.kind == "f":
        return ops.cast(x, dtype=target, source=source)
    with np.errstate(invalid="ignore"):  # NaN and inf become the lowest integer, as on TensorFlow's CPU
        return Tensor(x.value.astype(target))  # to or from integers: no gradient, as in TensorFlow


def zeros_like(input, dtype=None):
    x = convert(input)
    return Tensor(np.zeros(x.shape, as_numpy_dtype(dtype, x.value.dtype)))


def ones_like(input, dtype=None):
    x = convert(input)
    return Tensor(np.ones(x.shape, as_numpy_dtype(dtype, x.value.dtype)))


row(ELEMENTWISE, "where", where, "x where condition holds, else y; gradients follow the choice", ("tf",),
    sympy=lambda sp, condition, x, y: _piecewise(sp, x, condition, y))
row(ELEMENTWISE, "cast", cast, "x as another dtype; the gradient flows between float dtypes only", ("tf",))
row(ELEMENTWISE, "zeros_like", zeros_like, "zeros of x's shape (and dtype); no gradient", ("tf",))
row(ELEMENTWISE, "ones_like", ones_like, "ones of x's shape (and dtype); no gradient", ("tf",))


# ----- Reductions -----

def _reduction(prim):
    def reduce(input_tensor, axis=None, keepdims=False):
        x = convert(input_tensor)
        require_numbers(x, prim.name)
        return prim(x, axis=normalize_axes(axis, x.ndim), keepdims=bool(keepdims))
    return reduce


def reduce_mean(input_tensor, axis=None, keepdims=False):
    x = convert(input_tensor)
    require_numbers(x, "reduce_mean")
    axes = normalize_axes(axis, x.ndim)
    count = math.prod(x.shape[a] for a in axes)
    total = ops.reduce_sum(x, axis=axes, keepdims=bool(keepdims))
    if x.value.dtype.kind in "iu":  # an integer mean truncates toward zero, in the input's dtype (and 0 of nothing)
        quotient = np.abs(total.value) // max(count, 1)
        return Tensor(np.where(total.value < 0, -quotient, quotient).astype(x.value.dtype))
    with np.errstate(invalid="ignore", divide="ignore"):  # the mean of nothing is NaN, as in TensorFlow
        return total / float(count)


def reduce_logsumexp(input_tensor, axis=None, keepdims=False):
    # As TensorFlow: shift by the (finite) maximum, held constant, so the gradient is the softmax.
    x = convert(input_tensor)
    axes = normalize_axes(axis, x.ndim)
    raw_max = ops.reduce_max(x, axis=axes, keepdims=True)
    shift = ops.stop_gradient(ops.where(Tensor(np.isfinite(raw_max.value)), raw_max, 0.0))
    with np.errstate(divide="ignore"):  # log(0) of an empty sum: -inf
        result = ops.log(ops.reduce_sum(ops.exp(x - shift), axis=axes, keepdims=bool(keepdims)))
    return result + (shift if keepdims else ops.reshape(shift, shape=result.shape))


def reduce_variance(input_tensor, axis=None, keepdims=False):
    # TensorFlow's: the mean of the squared deviations from the mean (kept in the graph).
    x = convert(input_tensor)
    if x.value.dtype.kind != "f":
        raise TypeError(f"Input must be either real or complex. Received integer type {x.dtype}.")
    means = reduce_mean(x, axis, keepdims=True)
    return reduce_mean(ops.square(x - means), axis, keepdims)


def reduce_std(input_tensor, axis=None, keepdims=False):
    return ops.sqrt(reduce_variance(input_tensor, axis, keepdims))


def reduce_euclidean_norm(input_tensor, axis=None, keepdims=False):
    x = convert(input_tensor)
    return ops.euclidean_norm(x, axis=normalize_axes(axis, x.ndim), keepdims=bool(keepdims))


def moments(x, axes, shift=None, keepdims=False):
    # TensorFlow's: the variance is taken around stop_gradient(mean), so its Hessian differs from
    # reduce_variance's. `shift` is unused, as in TensorFlow 2.
    x = convert(x)
    mean = reduce_mean(x, axes, keepdims=True)
    variance = reduce_mean(ops.squared_difference(x, ops.stop_gradient(mean)), axes, keepdims=True)
    if not keepdims:
        mean, variance = squeeze(mean, axes), squeeze(variance, axes)
    return mean, variance


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
for _name, _call, _description, _modules in [
    ("reduce_variance", reduce_variance, "variance over axis (the mean of squared deviations)", ("math",)),
    ("reduce_std", reduce_std, "standard deviation over axis", ("math",)),
    ("reduce_euclidean_norm", reduce_euclidean_norm, "sqrt(sum(x * x)) over axis; its gradient at 0 is NaN",
     ("math",)),
    ("moments", moments, "(mean, variance) over axes; the variance's gradient holds the mean constant",
     ("nn",)),
]:
    row(REDUCTIONS, _name, _call, _description, _modules)


def _cumulative(prim):
    def accumulate(x, axis=0, exclusive=False, reverse=False):
        x = convert(x)
        require_numbers(x, prim.name)
        return prim(x, axis=normalize_axis(axis, x.ndim), exclusive=bool(exclusive), reverse=bool(reverse))
    return accumulate


row(REDUCTIONS, "cumsum", _cumulative(ops.cumsum), "running sum along axis")
row(REDUCTIONS, "cumprod", _cumulative(ops.cumprod), "running product along axis; 0 gradient where x is 0",
    ("math",))


def _arg_extreme(largest):
    def arg_extreme(input, axis=None, output_type=dtypes.int64):
        x = convert(input)
        if x.ndim == 0:
            raise InvalidArgumentError("Expected dimension in the range [0, 0), but got 0")
        axis = 0 if axis is None else normalize_axis(axis, x.ndim) % x.ndim  # None is axis 0, as in TensorFlow
        index = kernels.arg_extreme(x.value, axis, largest)
        return Tensor(np.asarray(index, dtype=as_numpy_dtype(output_type)))
    return arg_extreme


def _boolean_reduction(function, op):
    def reduce(input_tensor, axis=None, keepdims=False):
        (x,) = booleans(op, input_tensor)
        return Tensor(np.asarray(function(x, axis=normalize_axes(axis, x.ndim), keepdims=bool(keepdims))))
    return reduce


def count_nonzero(input, axis=None, keepdims=False, dtype="int64"):
    x = convert(input)
    counts = np.count_nonzero(x.value, axis=normalize_axes(axis, x.ndim), keepdims=bool(keepdims))
    return Tensor(np.asarray(counts, dtype=as_numpy_dtype(dtype)))


row(REDUCTIONS, "reduce_any", _boolean_reduction(np.any, "Any"), "whether any entry is true, over axis")
row(REDUCTIONS, "reduce_all", _boolean_reduction(np.all, "All"), "whether every entry is true, over axis")
row(REDUCTIONS, "count_nonzero", count_nonzero, "the number of entries that are not 0, over axis; int64")
row(REDUCTIONS, "argmax", _arg_extreme(True), "index of the largest entry along axis (0 by default); int64, "
    "no gradient")
row(REDUCTIONS, "argmin", _arg_extreme(False), "index of the smallest entry along axis (0 by default); int64, "
    "no gradient")


_VECTOR_NORMS = ("euclidean", 1, 2, np.inf)
_MATRIX_NORMS = ("euclidean", "fro", 1, np.inf)


def norm(tensor, ord="euclidean", axis=None, keepdims=None):
    # TensorFlow's composite: sqrt(sum(x * x)) for the euclidean norm (NaN gradient at 0), sums and maxima of
    # |x| for 1 and inf, pow(sum(pow(|x|, p)), 1/p) for other p; reduced with keepdims, then squeezed.
    x = convert(tensor)
    axes, matrix = _norm_axes(ord, axis)
    result = _kept_norm(x, ord, axes, matrix)
    return result if keepdims else squeeze(result, axes)


def _norm_axes(ord, axis):
    """The axes of a norm (None for all) and whether it is a matrix norm, checked as TensorFlow checks them."""
    if isinstance(axis, (list, tuple)) and len(axis) == 2:
        axes = tuple(as_int_list(axis, "axis"))
        if axes[0] == axes[1]:
            raise ValueError(f"'axis' must be None, an integer, or a tuple of 2 unique integers, got {axis}")
        if ord not in _MATRIX_NORMS or isinstance(ord, bool):
            raise ValueError(f"'ord' must be a supported matrix norm in ['euclidean', 'fro', 1, inf], got {ord} "
                             "(TensorFlow's matrix 2-norm needs a singular value decomposition, which gradcli "
                             "lacks)")
        return axes, True
    if not (axis is None or isinstance(axis, int) or (isinstance(axis, Tensor) and axis.ndim == 0)):
        raise ValueError(f"'axis' must be None, an integer, or a tuple of 2 unique integers, got {axis}")
    if ord not in _VECTOR_NORMS and (isinstance(ord, (str, bool)) or not ord > 0):
        raise ValueError(f"'ord' must be a supported vector norm, got {ord}")
    return (None if axis is None else (as_int(axis, "axis"),)), False


def _kept_norm(x, ord, axes, matrix):
    if ord in ("fro", "euclidean", 2):
        return ops.sqrt(_kept(ops.reduce_sum, x * x, axes))
    magnitude = ops.abs(x)
    first = None if axes is None else axes[0]
    if ord == 1:  # a matrix's: the largest column sum
        sums = _kept(ops.reduce_sum, magnitude, first)
        return _kept(ops.reduce_max, sums, axes[-1]) if matrix else sums
    if ord == np.inf:  # a matrix's: the largest row sum
        rows = _kept(ops.reduce_sum, magnitude, axes[1]) if matrix else magnitude
        return _kept(ops.reduce_max, rows, first)
    return ops.power(_kept(ops.reduce_sum, ops.power(magnitude, float(ord)), axes), 1.0 / ord)


def _kept(prim, x, axis):
    return prim(x, axis=normalize_axes(axis, x.ndim), keepdims=True)


row(REDUCTIONS, "norm", norm, "the vector norm (ord euclidean, 1, 2, inf or p > 0), or over two axes a matrix "
    "norm (fro, 1, inf)", ("tf", "linalg"))


def l2_normalize(x, axis=None, epsilon=1e-12):
    # TensorFlow's: x * rsqrt(maximum(sum(x * x), epsilon)).
    x = convert(x)
    square_sum = ops.reduce_sum(ops.square(x), axis=normalize_axes(axis, x.ndim), keepdims=True)
    return ops.multiply(x, ops.rsqrt(ops.maximum(square_sum, epsilon)))


def l2_loss(t):
    return ops.l2_loss(convert(t))


row(REDUCTIONS, "l2_normalize", l2_normalize, "x / sqrt(max(sum(x * x), epsilon)) along axis",
    ("math", "nn", "linalg"))
row(REDUCTIONS, "l2_loss", l2_loss, "sum(x * x) / 2", ("nn",))


def clip_by_value(t, clip_value_min, clip_value_max):
    # TensorFlow's: maximum(minimum(t, max), min); ties send the gradient to t, and the bounds may not
    # broadcast t to a larger shape.
    values = convert(t)
    clipped = ops.maximum(ops.minimum(values, clip_value_max), clip_value_min)
    if clipped.shape != values.shape:
        raise InvalidArgumentError(f"Shapes {values.shape} and {clipped.shape} are incompatible")
    return clipped


def clip_by_norm(t, clip_norm, axes=None):
    # TensorFlow's: t * clip_norm / maximum(l2norm, clip_norm), with l2norm built by the two-where trick (its
    # gradient is finite at 0) and a tie sending the gradient to l2norm.
    values = convert(t)
    if isinstance(clip_norm, (int, float)):
        clip_norm = max(clip_norm, 0)
    else:
        clip_norm = ops.maximum(convert(clip_norm, values.dtype), 0.0)
    l2sum = ops.reduce_sum(values * values, axis=normalize_axes(axes, values.ndim), keepdims=True)
    positive = l2sum > 0.0
    l2sum_safe = ops.where(positive, l2sum, ones_like(l2sum))
    l2norm = ops.where(positive, ops.sqrt(l2sum_safe), l2sum)
    intermediate = values * clip_norm
    if intermediate.shape != values.shape:
        raise InvalidArgumentError(f"Shapes {values.shape} and {intermediate.shape} are incompatible")
    return ops.identity(intermediate / ops.maximum(l2norm, clip_norm))


row(REDUCTIONS, "clip_by_value", clip_by_value, "t limited to [clip_value_min, clip_value_max]; the gradient "
    "passes at the bounds", ("tf",))
row(REDUCTIONS, "clip_by_norm", clip_by_norm, "t scaled down so that its L2 norm over axes is at most clip_norm",
    ("tf",))


# ----- Linear algebra and shape -----

def matmul(a, b, transpose_a=False, transpose_b=False, adjoint_a=False, adjoint_b=False):
    # For real tensors an adjoint is a transpose; both operands need rank 2 or more, as in TensorFlow.
    a, b = convert(a), convert(b)
    if (transpose_a or adjoint_a) and a.ndim >= 2:
        a = ops.matrix_transpose(a)
    if (transpose_b or adjoint_b) and b.ndim >= 2:
        b = ops.matrix_transpose(b)
    return ops.matmul(a, b)


def matvec(a, b, transpose_a=False, adjoint_a=False):
    # TensorFlow's: matmul(a, b[..., None])[..., 0].
    b = convert(b)
    column = ops.reshape(b, shape=b.shape + (1,))
    product = matmul(a, column, transpose_a=transpose_a, adjoint_a=adjoint_a)
    return ops.reshape(product, shape=product.shape[:-1])


def tensordot(a, b, axes):
    # The contraction as one einsum: the same products and sums as TensorFlow's reshape-and-matmul.
    a, b = convert(a), convert(b)
    if isinstance(axes, (list, tuple)) and len(axes) == 2:
        a_axes, b_axes = as_int_list(axes[0], "axes"), as_int_list(axes[1], "axes")
    else:
        n = as_int(axes, "axes")
        if not 0 <= n <= min(a.ndim, b.ndim):
            raise InvalidArgumentError(f"'axes' must be at most the rank of a and b, got {n}")
        a_axes, b_axes = list(range(a.ndim - n, a.ndim)), list(range(n))
    if len(a_axes) != len(b_axes):
        raise InvalidArgumentError(f"axes {axes} do not pair the axes of a and b")
    letters = iter(kernels.LETTERS)
    a_subscripts = [next(letters) for _ in range(a.ndim)]
    b_subscripts = [next(letters) for _ in range(b.ndim)]
    for i, j in zip(a_axes, b_axes):
        b_subscripts[j % b.ndim] = a_subscripts[i % a.ndim]
    shared = set(a_subscripts) & set(b_subscripts)
    output = [c for c in a_subscripts + b_subscripts if c not in shared]
    return einsum(f"{''.join(a_subscripts)},{''.join(b_subscripts)}->{''.join(output)}", a, b)


def einsum(equation, *inputs):
    operands = [convert(x) for x in inputs]
    if not isinstance(equation, str):
        raise InvalidArgumentError(f"einsum's equation must be a string such as 'ij,jk->ik', not {equation!r}")
    equation = equation.replace(" ", "")
    if "->" not in equation:  # implicit output: the subscripts used once, in alphabetical order
        letters = equation.replace(",", "").replace(".", "")
        equation += "->" + ("..." if "..." in equation else "") + "".join(
            sorted(c for c in set(letters) if letters.count(c) == 1))
    if len(equation.split("->")[0].split(",")) != len(operands):
        raise InvalidArgumentError(f"einsum equation {equation!r} needs {equation.count(',') + 1} operands, "
                                   f"got {len(operands)}")
    try:
        equation = kernels.explicit_ellipsis(equation, [x.shape for x in operands])
    except ValueError as exc:
        raise InvalidArgumentError(str(exc)) from None
    _check_einsum_sizes(equation, operands)
    return ops.einsum(*operands, equation=equation)


def _check_einsum_sizes(equation, operands):
    """Each subscript stands for one size in every operand (as TensorFlow says it when one does not)."""
    sizes = {}
    for subscripts, x in zip(equation.split("->")[0].split(","), operands):
        if len(subscripts) != x.ndim:
            raise InvalidArgumentError(f"einsum: subscripts {subscripts!r} for an input of shape {kernels.dims(x.shape)}")
        for axis, (letter, size) in enumerate(zip(subscripts, x.shape)):
            expected = sizes.setdefault(letter, size)
            if size != expected:
                raise InvalidArgumentError(f"Expected dimension {expected} at axis {axis} of the input shaped "
                                           f"{kernels.dims(x.shape)} but got dimension {size}")
    unknown = set(equation.split("->")[1]) - set(sizes)
    if unknown:
        raise InvalidArgumentError(f"einsum: output subscripts {''.join(sorted(unknown))} appear in no input")


def transpose(a, perm=None):
    x = convert(a)
    if perm is None:
        return ops.transpose(x, perm=tuple(reversed(range(x.ndim))))
    perm = tuple(as_int_list(perm, "perm"))
    if len(perm) != x.ndim:
        raise InvalidArgumentError(f"transpose expects a vector of size {x.ndim}. But input(1) is a vector of size "
                                   f"{len(perm)}")
    for p in perm:
        if not -x.ndim <= p < x.ndim:
            raise InvalidArgumentError(f"{p} is out of range [0 .. {x.ndim})")
    for axis in range(x.ndim):
        if axis not in [p % x.ndim for p in perm]:
            raise InvalidArgumentError(f"{axis} is missing from {{{','.join(map(str, perm))}}}.")
    return ops.transpose(x, perm=perm)  # a negative entry works forward; its gradient refuses it, as TensorFlow's


def reshape(tensor, shape):
    return ops.reshape(convert(tensor), shape=as_shape(shape))


def concat(values, axis):
    if isinstance(values, Tensor) or not isinstance(values, (list, tuple)):
        values = [values]  # TensorFlow takes a single tensor as a list of one
    tensors = [convert(v) for v in values]
    if not tensors:
        raise InvalidArgumentError("concat needs at least one tensor")
    if len(tensors) == 1:  # TensorFlow returns it unchanged, checking only that axis is an integer
        as_int(axis, "axis")
        return ops.identity(tensors[0])
    if tensors[0].ndim == 0:
        raise InvalidArgumentError("ConcatOp : Can't concatenate scalars (use tf.stack instead)")
    axis_number = as_int(axis, "axis")
    rank = tensors[0].ndim
    if not -rank <= axis_number < rank:
        raise InvalidArgumentError(f"ConcatOp : Expected concatenating dimensions in the range [{-rank}, {rank}), "
                                   f"but got {axis_number}")
    return ops.concat(*tensors, axis=normalize_axis(axis_number, rank))


def expand_dims(input, axis):
    x = convert(input)
    position = normalize_axis(axis, x.ndim + 1) + x.ndim + 1
    return ops.reshape(x, shape=x.shape[:position] + (1,) + x.shape[position:])


def squeeze(input, axis=None):
    x = convert(input)
    axes = as_int_list(axis, "axis") if axis is not None else []
    if not axes:  # None, [] and () all squeeze every axis of size 1, as in TensorFlow
        axes = [a for a in range(x.ndim) if x.shape[a] == 1]
    for a in axes:
        if not -x.ndim <= a < x.ndim:
            raise InvalidArgumentError(f"Tried to squeeze dim index {a} for tensor with {x.ndim} dimensions.")
        if x.shape[a] != 1:
            raise InvalidArgumentError(f"Can not squeeze dim[{a % x.ndim}], expected a dimension of 1, got "
                                       f"{x.shape[a]}")
    squeezed = {a % x.ndim for a in axes}  # repeats allowed, as in TensorFlow
    return ops.reshape(x, shape=tuple(n for a, n in enumerate(x.shape) if a not in squeezed))


def stack(values, axis=0):
    tensors = [convert(v) for v in values]
    if not tensors:
        raise InvalidArgumentError("stack needs at least one tensor")
    expanded = [expand_dims(t, axis) for t in tensors]
    return expanded[0] if len(expanded) == 1 else ops.concat(*expanded, axis=normalize_axis(axis, tensors[0].ndim + 1))


def unstack(value, num=None, axis=0):
    x = convert(value)
    if not -x.ndim <= as_int(axis, "axis") < x.ndim:
        raise InvalidArgumentError(f"Argument `axis` = {axis} not in range [{-x.ndim}, {x.ndim})")
    position = normalize_axis(axis, x.ndim) + x.ndim
    if num is not None and as_int(num, "num") != x.shape[position]:
        raise InvalidArgumentError(f"num is {num}, but axis {axis} has size {x.shape[position]}")
    return [ops.getitem(x, index=(slice(None),) * position + (i,)) for i in range(x.shape[position])]


def split(value, num_or_size_splits, axis=0, num=None):
    x = convert(value)
    position = normalize_axis(axis, x.ndim) + x.ndim
    size = x.shape[position]
    if isinstance(num_or_size_splits, (list, tuple)) or (isinstance(num_or_size_splits, Tensor)
                                                         and num_or_size_splits.ndim == 1):
        sizes = as_int_list(num_or_size_splits, "num_or_size_splits")
        if sizes.count(-1) == 1:
            sizes[sizes.index(-1)] = size - (sum(sizes) + 1)
        if sum(sizes) != size or any(s < 0 for s in sizes):
            raise InvalidArgumentError(f"Determined shape must either match input shape along split_dim exactly if "
                                       f"fully specified, or be less than the size of the input along split_dim if "
                                       f"not fully specified.  Got: {sum(sizes)} vs. {size}")
    else:
        count = as_int(num_or_size_splits, "num_or_size_splits")
        if count <= 0 or size % count:
            raise InvalidArgumentError(f"Number of ways to split should evenly divide the split dimension, but got "
                                       f"split_dim {position} (size = {size}) and num_split {count}")
        sizes = [size // count] * count
    starts = np.cumsum([0] + sizes)
    return [ops.getitem(x, index=(slice(None),) * position + (slice(int(start), int(start) + n),))
            for start, n in zip(starts, sizes)]


def broadcast_to(input, shape):
    dims = as_shape(shape)
    check_elements(math.prod(dims), "broadcast_to")  # a view, but what is made of it is not
    return ops.broadcast_to(convert(input), shape=dims)


def tile(input, multiples):
    x = convert(input)
    counts = as_int_list(multiples, "multiples")
    if len(counts) != x.ndim:
        raise InvalidArgumentError(f"Expected multiples argument to be a vector of length {x.ndim} but got length "
                                   f"{len(counts)}")
    if any(n < 0 for n in counts):
        raise InvalidArgumentError(f"Expected multiples to be non-negative, got {counts}")
    return ops.tile(x, multiples=tuple(counts))


_PAD_MODES = ("CONSTANT", "REFLECT", "SYMMETRIC")


def pad(tensor, paddings, mode="CONSTANT", constant_values=0):
    x = convert(tensor)
    mode = str(mode).upper()
    if mode not in _PAD_MODES:
        raise InvalidArgumentError('Value of argument `mode` expected to be one of "CONSTANT", "REFLECT", or '
                                   f'"SYMMETRIC". Received `mode` = {mode}')
    rows = paddings.value.tolist() if isinstance(paddings, Tensor) else paddings
    widths = [tuple(as_int_list(r, "paddings")) for r in rows] if isinstance(rows, (list, tuple)) else []
    if len(widths) != x.ndim or any(len(w) != 2 for w in widths):
        raise InvalidArgumentError(f"The first dimension of paddings must be the rank of inputs: paddings "
                                   f"{paddings!r} for a tensor of shape {x.shape}")
    for (before, after), n in zip(widths, x.shape):
        if before < 0 or after < 0:
            raise InvalidArgumentError(f"Paddings must be non-negative: {before} {after}")
        if mode == "REFLECT" and (before >= n or after >= n):
            raise InvalidArgumentError(f"paddings must be less than the dimension size: {before}, {after} not less "
                                       f"than {n}")
        if mode == "SYMMETRIC" and (before > n or after > n):
            raise InvalidArgumentError(f"paddings must be no greater than the dimension size: {before}, {after} "
                                       f"greater than {n}")
    fill = constant_values.value if isinstance(constant_values, Tensor) else constant_values
    return ops.pad(x, paddings=tuple(widths), mode=mode, constant_values=np.asarray(fill, dtype=x.value.dtype))


def gather(params, indices, validate_indices=None, axis=None, batch_dims=0):
    x = convert(params)
    index = as_indices(indices)
    batch = as_int(batch_dims, "batch_dims")
    batch = batch + index.ndim if batch < 0 else batch
    position = batch if axis is None else normalize_axis(axis, x.ndim) + x.ndim
    if not 0 <= batch <= min(position, index.ndim) or index.shape[:batch] != x.shape[:batch]:
        raise InvalidArgumentError(f"batch_dims {batch_dims} must be at most axis and the rank of indices, with "
                                   f"matching sizes: params {x.shape}, indices {index.shape}")
    _check_range(index, x.shape[position])
    # Every axis before `position` is indexed by an open grid, so the result is params.shape[:position] +
    # indices.shape[batch:] + params.shape[position + 1:], the batch axes shared.
    picked = index.shape[batch:]
    grids = [np.arange(n).reshape((1,) * i + (n,) + (1,) * (position - i - 1 + len(picked)))
             for i, n in enumerate(x.shape[:position])]
    spread = index.reshape(index.shape[:batch] + (1,) * (position - batch) + picked)
    return ops.pick(x, index=tuple(grids) + (spread,), front=0, rank=x.ndim)


def gather_nd(params, indices, batch_dims=0):
    x = convert(params)
    index = as_indices(indices)
    batch = as_int(batch_dims, "batch_dims")
    if index.ndim == 0 or index.ndim <= batch or index.shape[:batch] != x.shape[:batch] \
            or index.shape[-1] > x.ndim - batch:
        raise InvalidArgumentError(f"indices of shape {index.shape} do not index params of shape {x.shape} "
                                   f"(batch_dims {batch_dims})")
    outside = np.argwhere(np.any((index < 0) | (index >= x.shape[batch:batch + index.shape[-1]]), axis=-1))
    if len(outside):
        position = tuple(int(i) for i in outside[0])
        raise InvalidArgumentError(f"indices{list(position)} = {index[position].tolist()} does not index into "
                                   f"param shape {kernels.dims(x.shape)}")
    picked = index.shape[batch:-1]
    grids = [np.arange(n).reshape((1,) * i + (n,) + (1,) * (batch - i - 1 + len(picked)))
             for i, n in enumerate(x.shape[:batch])]
    parts = tuple(index[..., k] for k in range(index.shape[-1]))
    return ops.pick(x, index=tuple(grids) + parts, front=0, rank=x.ndim)


def boolean_mask(tensor, mask, axis=None):
    x = convert(tensor)
    flags = np.asarray(mask.value if isinstance(mask, Tensor) else mask) != 0
    return ops.select(x, flags, 0 if axis is None else normalize_axis(axis, x.ndim) + x.ndim)


def one_hot(indices, depth, on_value=None, off_value=None, axis=None, dtype=None):
    # No gradient, not even to on_value and off_value, as in TensorFlow; an index out of range gives a zero row.
    index = as_indices(indices)
    count = as_int(depth, "depth")
    given = [convert(v) for v in (on_value, off_value) if v is not None]
    numpy_dtype = as_numpy_dtype(dtype, given[0].value.dtype if given else None)
    on = 1 if on_value is None else convert(on_value).value
    off = 0 if off_value is None else convert(off_value).value
    check_elements(index.size * max(count, 0), "one_hot's result")
    hot = index[..., None] == np.arange(max(count, 0))
    result = np.where(hot, on, off).astype(numpy_dtype)
    if axis is not None and as_int(axis, "axis") != -1:
        result = np.moveaxis(result, -1, as_int(axis, "axis"))
    return Tensor(result)


def _check_range(index, size):
    bad = np.argwhere((index < 0) | (index >= size))
    if len(bad):
        position = tuple(bad[0])
        raise InvalidArgumentError(f"indices[{','.join(map(str, position))}] = {index[position]} is not in "
                                   f"[0, {size})")


def _matrix(x):
    x = convert(x)
    if x.ndim < 2:
        raise InvalidArgumentError(f"input must be at least 2-dim, received shape: {kernels.dims(x.shape)}")
    return x


def inv(input, adjoint=False):
    return ops.matrix_inverse(convert(input), adjoint=bool(adjoint))


def det(input):
    return ops.matrix_determinant(convert(input))


def solve(matrix, rhs, adjoint=False):
    return ops.matrix_solve(convert(matrix), convert(rhs), adjoint=bool(adjoint))


def diag_part(input, k=0):
    x = _matrix(input)
    offset = as_int(k, "k")
    rows, columns = x.shape[-2:]
    length = max(0, min(rows + min(offset, 0), columns - max(offset, 0)))
    start = np.arange(length)
    return ops.pick(x, index=(start - min(offset, 0), start + max(offset, 0)), front=x.ndim - 2, rank=x.ndim)


def trace(x):
    x = _matrix(x)
    return ops.reduce_sum(diag_part(x), axis=(x.ndim - 2,), keepdims=False)


for _name, _call, _description, _modules in [
    ("matmul", matmul, "matrix product a @ b of tensors of rank 2 or more, optionally transposed", ("tf", "linalg")),
    ("matvec", matvec, "matrix times vector, a @ b[..., None] without the last axis", ("linalg",)),
    ("tensordot", tensordot, "sum of products over axes of a and b (an int: the last of a, the first of b)",
     ("tf", "linalg")),
    ("einsum", einsum, "Einstein summation, as in 'ij,jk->ik'", ("tf", "linalg")),
    ("transpose", transpose, "axes permuted by perm (reversed by default)", ("tf",)),
    ("reshape", reshape, "the same elements in a new shape (one size may be -1)", ("tf",)),
    ("concat", concat, "tensors joined along an existing axis; a single tensor is returned as it is", ("tf",)),
    ("stack", stack, "tensors of one shape joined along a new axis", ("tf",)),
    ("unstack", unstack, "the slices along axis, as a list", ("tf",)),
    ("split", split, "a list of pieces along axis: a number of equal ones, or a list of sizes", ("tf",)),
    ("expand_dims", expand_dims, "a new axis of size 1 inserted at axis", ("tf",)),
    ("squeeze", squeeze, "axes of size 1 removed (all of them by default, or for axis=[])", ("tf",)),
    ("broadcast_to", broadcast_to, "the tensor repeated to a larger shape, as numpy broadcasts", ("tf",)),
    ("tile", tile, "the tensor repeated multiples[i] times along each axis i", ("tf",)),
    ("pad", pad, "padding around the tensor: CONSTANT, REFLECT or SYMMETRIC", ("tf",)),
    ("gather", gather, "slices of params at indices along axis; repeated indices add their gradients", ("tf",)),
    ("gather_nd", gather_nd, "entries or slices of params at index tuples (the last axis of indices)", ("tf",)),
    ("boolean_mask", boolean_mask, "the entries (or slices from axis) where mask is true, flattened", ("tf",)),
    ("one_hot", one_hot, "on_value at each index along a new axis, off_value elsewhere; no gradient", ("tf",)),
    ("inv", inv, "the matrix inverse (of the transpose, with adjoint=True)", ("linalg",)),
    ("det", det, "the determinant; its gradient needs an invertible matrix", ("linalg",)),
    ("solve", solve, "x with matrix @ x = rhs (a matrix of right-hand sides)", ("linalg",)),
    ("trace", trace, "the sum of the diagonal of the last two axes", ("linalg",)),
    ("diag_part", diag_part, "the diagonal k of the last two axes (above it for k > 0)", ("linalg",)),
]:
    row(LINEAR_ALGEBRA_AND_SHAPE, _name, _call, _description, _modules)


# ----- Neural network -----

def _softmax_axis(x, axis, name):
    """TensorFlow's softmax axis: None is the last axis; the logits need rank 1 or more."""
    if isinstance(axis, (list, tuple)):
        raise TypeError(f"'<=' not supported between instances of 'int' and '{type(axis).__name__}' "
                        f"({name}'s axis is one integer)")
    if x.ndim == 0:
        raise InvalidArgumentError(f"logits must have >= 1 dimension, got {kernels.dims(x.shape)}")
    if axis is None:
        return -1
    number = as_int(int(axis) if isinstance(axis, float) and axis == int(axis) else axis, "axis")
    if not -x.ndim <= number < x.ndim:
        raise InvalidArgumentError(f"`dim` must be in the range [{-x.ndim}, {x.ndim}) where {x.ndim} is the number "
                                   f"of dimensions in the input. Received: dim={number}")
    return normalize_axis(number, x.ndim)


def softmax(logits, axis=None):
    x = convert(logits)
    require_floating(x, "softmax")
    return ops.softmax(x, axis=_softmax_axis(x, axis, "softmax"))


def log_softmax(logits, axis=None):
    x = convert(logits)
    require_floating(x, "log_softmax")
    return ops.log_softmax(x, axis=_softmax_axis(x, axis, "log_softmax"))


def softmax_cross_entropy_with_logits(labels, logits, axis=-1):
    logits = convert(logits)
    return ops.softmax_xent(labels, logits, axis=normalize_axis(axis, logits.ndim))


def sparse_softmax_cross_entropy_with_logits(labels, logits):
    as_indices(convert(labels), "labels", "Tlabels")
    return ops.sparse_softmax_xent(labels, logits)


def sigmoid_cross_entropy_with_logits(labels, logits):
    # TensorFlow's stable form max(z, 0) - z * t + log(1 + exp(-|z|)), built with
    # `where` as TensorFlow builds it, so the gradient at z = 0 is sigmoid(0) - t.
    labels, logits = convert(labels), convert(logits)
    if labels.shape != logits.shape:
        raise InvalidArgumentError(f"labels and logits must have the same shape, got {labels.shape} and {logits.shape}")
    nonnegative = logits >= 0.0
    relu_logits = ops.where(nonnegative, logits, 0.0)
    neg_abs_logits = ops.where(nonnegative, -logits, logits)
    return relu_logits - logits * labels + ops.log1p(ops.exp(neg_abs_logits))


def leaky_relu(features, alpha=0.2):
    x = convert(features)
    if isinstance(alpha, Tensor):
        raise TypeError(f"Expected float for argument 'alpha' not {alpha!r}.")
    if x.value.dtype.kind != "f":
        x = cast(x, dtypes.float32)  # as TensorFlow does with integer features
    return ops.leaky_relu(x, alpha=float(alpha))


def silu(features, beta=1.0):
    x = convert(features)
    return ops.silu(x, convert(beta, x.dtype))


def gelu(features, approximate=False):
    # TensorFlow's composites: the tanh approximation, or 0.5 x erfc(-x / sqrt(2)). Two of its constants pass
    # through float32 on the way (cast(0.044715, dtype) converts the Python float to float32 first), so they
    # are used rounded to float32 here too; 0.7978845608028654 meets the tensor directly and keeps every digit.
    x = convert(features)
    if x.value.dtype.kind != "f":
        raise ValueError(f"`features.dtype` must be a floating point tensor.Received:features.dtype={x.dtype}")
    if approximate:
        cubic = x + float(np.float32(0.044715)) * ops.power(x, 3.0)
        return 0.5 * x * (1.0 + ops.tanh(0.7978845608028654 * cubic))
    return 0.5 * x * ops.erfc(-x * float(np.float32(0.7071067811865476)))


def log_sigmoid(x):
    # TensorFlow's: -softplus(-x).
    x = convert(x)
    require_floating(x, "log_sigmoid")
    return ops.negative(ops.softplus(ops.negative(x)))


row(NEURAL_NETWORK, "relu", _unary(ops.relu), "max(x, 0); the gradient at 0 is 0", ("nn",),
    sympy=lambda sp, x: _piecewise(sp, x, x > 0, 0), elementwise=True)
row(NEURAL_NETWORK, "softplus", _float_unary(ops.softplus, "softplus"), "log(1 + exp(x))", ("math", "nn"),
    sympy=lambda sp, x: sp.log(1 + sp.exp(x)), elementwise=True)
row(NEURAL_NETWORK, "softsign", _float_unary(ops.softsign, "softsign"), "x / (1 + |x|); TensorFlow differentiates "
    "it once only", ("math", "nn"), sympy=lambda sp, x: x / (1 + sp.Abs(x)), elementwise=True)
row(NEURAL_NETWORK, "elu", _float_unary(ops.elu, "elu"), "x, or exp(x) - 1 below 0", ("nn",),
    sympy=lambda sp, x: _piecewise(sp, sp.exp(x) - 1, x < 0, x), elementwise=True)
row(NEURAL_NETWORK, "selu", _float_unary(ops.selu, "selu"), "scale * elu with alpha, the self-normalising constants",
    ("nn",), sympy=lambda sp, x: _piecewise(sp, kernels.SELU_SCALE_ALPHA * (sp.exp(x) - 1), x < 0, kernels.SELU_SCALE * x),
    elementwise=True)
row(NEURAL_NETWORK, "log_sigmoid", log_sigmoid, "log(sigmoid(x)), computed as -softplus(-x)", ("math",),
    sympy=lambda sp, x: -sp.log(1 + sp.exp(-x)), elementwise=True)


def relu6(features):
    # TensorFlow's Relu6 passes the gradient strictly between 0 and 6 only, and has no second derivative.
    x = convert(features)
    return ops.where(Tensor((x.value > 0) & (x.value < 6)), x, Tensor(np.clip(x.value, 0, 6)))


def bias_add(value, bias, data_format=None):
    value, bias = convert(value), convert(bias)
    if bias.ndim != 1 or value.ndim < 2 or bias.shape[0] != value.shape[-1]:
        raise InvalidArgumentError(f"Must provide as many biases as the last dimension of the input tensor: "
                                   f"{list(bias.shape)} vs. {list(value.shape)}")
    return ops.add(value, bias)


row(NEURAL_NETWORK, "relu6", relu6, "min(max(x, 0), 6); the gradient at 0 and 6 is 0", ("nn",),
    sympy=lambda sp, x: sp.Piecewise((0, x <= 0), (x, x < 6), (6, True)), elementwise=True)
row(NEURAL_NETWORK, "bias_add", bias_add, "value + bias, bias along the last axis", ("nn",))
BY_ELEMENT, NOT_BY_ELEMENT = True, False  # whether a function below is elementwise (see Function.elementwise)
for _name, _call, _description, _modules, _aliases, _elementwise in [
    ("leaky_relu", leaky_relu, "x, or alpha * x at and below 0 (alpha kept as a float32, as in TensorFlow)",
     ("nn",), (), BY_ELEMENT),
    ("silu", silu, "x * sigmoid(beta * x)", ("nn", ("nn", "swish")), ("swish",), BY_ELEMENT),
    ("gelu", gelu, "x * P(N(0, 1) <= x), or its tanh approximation", ("nn",), (), BY_ELEMENT),
    ("softmax", softmax, "exp(x) / sum(exp(x)) along axis (the last by default)", ("nn", "math"), (), NOT_BY_ELEMENT),
    ("log_softmax", log_softmax, "x - logsumexp(x) along axis (the last by default)", ("nn", "math"), (),
     NOT_BY_ELEMENT),
    ("softmax_cross_entropy_with_logits", softmax_cross_entropy_with_logits,
     "-sum(labels * log_softmax(logits)); logits get softmax - labels", ("nn",), (), NOT_BY_ELEMENT),
    ("sparse_softmax_cross_entropy_with_logits", sparse_softmax_cross_entropy_with_logits,
     "cross-entropy with class-number labels, which get no gradient", ("nn",), (), NOT_BY_ELEMENT),
    ("sigmoid_cross_entropy_with_logits", sigmoid_cross_entropy_with_logits,
     "elementwise logistic loss of logits against labels in [0, 1]", ("nn",), (), NOT_BY_ELEMENT),
]:
    row(NEURAL_NETWORK, _name, _call, _description, _modules, _aliases, elementwise=_elementwise)


# ----- Keras's losses, as functions (keras.losses.NAME) -----

KERAS_EPSILON = 1e-7  # keras.backend.epsilon(): probabilities are clipped to [epsilon, 1 - epsilon]


def _same_rank(y_true, y_pred):
    """Keras's squeeze_or_expand_to_same_rank: ranks one apart, with a last axis of 1, are made equal."""
    if y_true.ndim == y_pred.ndim + 1 and y_true.shape[-1] == 1:
        return (y_true, expand_dims(y_pred, -1)) if y_pred.ndim == 1 else (squeeze(y_true, -1), y_pred)
    if y_pred.ndim == y_true.ndim + 1 and y_pred.shape[-1] == 1:
        return (expand_dims(y_true, -1), y_pred) if y_true.ndim == 1 else (y_true, squeeze(y_pred, -1))
    return y_true, y_pred


def _like(value, reference):
    """`value` as a tensor of `reference`'s dtype: a tensor is cast (keeping its gradient), numbers converted."""
    return cast(value, reference.dtype) if isinstance(value, Tensor) else convert(value, reference.dtype)


def _keras_pair(y_true, y_pred):
    y_pred = convert(y_pred)
    return _same_rank(_like(y_true, y_pred), y_pred)


def _require_same_shape(target, output):
    if target.shape != output.shape:
        raise ValueError(f"Arguments `target` and `output` must have the same shape. Received: "
                         f"target.shape={target.shape}, output.shape={output.shape}")


def _last_axis_mean(values):
    if values.ndim == 0:
        raise InvalidArgumentError("Invalid reduction dimension (-1 for input with 0 dimension(s)")
    return reduce_mean(values, -1)


def mean_squared_error(y_true, y_pred):
    y_true, y_pred = _keras_pair(y_true, y_pred)
    return _last_axis_mean(ops.square(y_true - y_pred))


def mean_absolute_error(y_true, y_pred):
    y_true, y_pred = _keras_pair(y_true, y_pred)
    return _last_axis_mean(ops.abs(y_true - y_pred))


def binary_crossentropy(y_true, y_pred, from_logits=False, label_smoothing=0.0, axis=-1):
    y_pred = convert(y_pred)
    target = _like(y_true, y_pred)
    if label_smoothing:
        target = target * (1.0 - label_smoothing) + 0.5 * label_smoothing
    _require_same_shape(target, y_pred)
    if from_logits:
        losses = sigmoid_cross_entropy_with_logits(labels=target, logits=y_pred)
    else:
        output = clip_by_value(y_pred, KERAS_EPSILON, 1.0 - KERAS_EPSILON)
        losses = -(target * ops.log(output) + (1.0 - target) * ops.log(1.0 - output))
    return reduce_mean(losses, axis)


def categorical_crossentropy(y_true, y_pred, from_logits=False, label_smoothing=0.0, axis=-1):
    y_pred = convert(y_pred)
    target = _like(y_true, y_pred)
    if label_smoothing:
        target = target * (1.0 - label_smoothing) + label_smoothing / target.shape[-1]
    if target.ndim < 1:
        raise ValueError(f"Arguments `target` and `output` must be at least rank 1. Received: "
                         f"target.shape={target.shape}, output.shape={y_pred.shape}")
    _require_same_shape(target, y_pred)
    if from_logits:
        return softmax_cross_entropy_with_logits(labels=target, logits=y_pred, axis=axis)
    output = y_pred / ops.reduce_sum(y_pred, axis=normalize_axes(axis, y_pred.ndim), keepdims=True)
    output = clip_by_value(output, KERAS_EPSILON, 1.0 - KERAS_EPSILON)
    return -ops.reduce_sum(target * ops.log(output), axis=normalize_axes(axis, y_pred.ndim), keepdims=False)


def sparse_categorical_crossentropy(y_true, y_pred, from_logits=False, axis=-1):
    output = convert(y_pred)
    if as_int(axis, "axis") not in (-1, output.ndim - 1):
        raise ValueError(f"Only axis=-1 is currently supported. Received: axis={axis}")
    target = convert(y_true)
    target = Tensor(np.trunc(target.value).astype(np.int64))  # cast to int64, as Keras does
    if target.ndim == output.ndim and target.shape[-1] == 1:
        target = squeeze(target, -1)
    if output.ndim < 1 or target.shape != output.shape[:-1]:
        raise ValueError(f"Arguments `target` and `output` must have the same shape up until the last dimension: "
                         f"target.shape={target.shape}, output.shape={output.shape}")
    if not from_logits:
        output = ops.log(clip_by_value(output, KERAS_EPSILON, 1.0 - KERAS_EPSILON))
    return ops.sparse_softmax_xent(target, output)


# Keras 3 has the first two by their short names only.
for _name, _call, _description, _aliases in [
    ("mean_squared_error", mean_squared_error, "mean over the last axis of (y_true - y_pred) ** 2", ("mse", "MSE")),
    ("mean_absolute_error", mean_absolute_error, "mean over the last axis of |y_true - y_pred|", ("mae", "MAE")),
    ("binary_crossentropy", binary_crossentropy, "mean logistic loss over the last axis; probabilities are "
     "clipped to [1e-7, 1 - 1e-7]", ()),
    ("categorical_crossentropy", categorical_crossentropy, "-sum(y_true * log(y_pred)), y_pred normalised and "
     "clipped to [1e-7, 1 - 1e-7]", ()),
    ("sparse_categorical_crossentropy", sparse_categorical_crossentropy, "categorical cross-entropy with class "
     "numbers as y_true", ()),
]:
    row(LOSSES, _name, _call, _description, tuple(("keras.losses", a) for a in _aliases) or ("keras.losses",),
        _aliases)


# ----- Constructors -----

def constant(value, dtype=None):
    if isinstance(value, (list, tuple)) and holds_tensor(value):
        raise InvalidArgumentError("constant() takes numbers and lists of numbers, not tensors, as in TensorFlow "
                                   "(where it fails with \"Scalar tensor has no `len()`\"); use stack([...]) to "
                                   "join tensors")
    return convert(value, dtype)


def _filled(fill, shape, dtype):
    dims = as_shape(shape)
    if -1 in dims:
        raise InvalidArgumentError(f"Dimension -1 must be >= 0: a shape to fill needs every size, not {list(dims)}")
    check_elements(math.prod(dims), "the tensor")
    return Tensor(fill(dims, as_numpy_dtype(dtype)))


def zeros(shape, dtype=None):
    return _filled(np.zeros, shape, dtype)


def ones(shape, dtype=None):
    return _filled(np.ones, shape, dtype)


def linspace(start, stop, num):
    count = as_int(num, "num")
    check_elements(count, "linspace")
    return Tensor(np.linspace(float(start), float(stop), count, dtype=default_dtype()))


def _is_integer(value):
    number = value.value if isinstance(value, Tensor) else value
    return isinstance(number, (int, np.integer)) or (isinstance(number, np.ndarray) and number.dtype.kind in "iu")


def arange(start, limit=None, delta=1, dtype=None):
    # Integers give int32, as in TensorFlow; anything else the float dtype. No gradient flows through it.
    if limit is None:
        start, limit = 0, start
    numbers = (start, limit, delta)
    numpy_dtype = as_numpy_dtype(dtype, np.dtype(np.int32) if all(map(_is_integer, numbers)) else None)
    start, limit, delta = (float(v) for v in numbers)
    if not all(map(math.isfinite, (start, limit, delta))):
        raise InvalidArgumentError("range needs finite start, limit and delta")
    if delta == 0:
        raise InvalidArgumentError(f"Requires delta != 0: {numbers[2]}")
    if (limit - start) * delta < 0:
        relation = "<=" if delta > 0 else ">="
        raise InvalidArgumentError(f"Requires start {relation} limit when delta {'>' if delta > 0 else '<'} 0: "
                                   f"{numbers[0]}/{numbers[1]}")
    check_elements(max(0, math.ceil((limit - start) / delta)), "range")
    return Tensor(np.arange(start, limit, delta).astype(numpy_dtype))


def eye(num_rows, num_columns=None, dtype=None):
    rows = as_int(num_rows, "num_rows")
    columns = rows if num_columns is None else as_int(num_columns, "num_columns")
    check_elements(rows * columns, "eye")
    return Tensor(np.eye(rows, columns, dtype=as_numpy_dtype(dtype)))


for _name, _call, _description, _modules, _aliases in [
    ("constant", constant, "a tensor from a number or nested list", ("tf",), ()),
    ("zeros", zeros, "a tensor of zeros of the given shape", ("tf",), ()),
    ("ones", ones, "a tensor of ones of the given shape", ("tf",), ()),
    ("linspace", linspace, "num evenly spaced numbers from start to stop, both included", ("tf",), ()),
    ("arange", arange, "numbers from start up to (not including) limit, delta apart; int32 for integers",
     (("tf", "range"),), ("range",)),
    ("eye", eye, "the identity matrix", ("tf", "linalg"), ()),
]:
    row(CONSTRUCTORS, _name, _call, _description, _modules, _aliases)
