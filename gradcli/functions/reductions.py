"""The reductions: sums, means, extrema, norms and cumulative sums over axes, and the clipping by value and
by norm that TensorFlow files with them.

Those TensorFlow builds from other operations (`reduce_mean`, `reduce_logsumexp`, `moments`, `norm`,
`clip_by_norm`, ...) are built here from the same primitives, the same way, so that their gradients follow
TensorFlow's at kinks and ties too.
"""
import math

import numpy as np

from gradcli.engine import dtypes, kernels, ops
from gradcli.engine.tensor import Tensor
from gradcli.engine.tensor import constant as convert
from gradcli.functions.arguments import (
    as_int,
    as_int_list,
    as_numpy_dtype,
    booleans,
    normalize_axes,
    normalize_axis,
)
from gradcli.functions.elementwise import ones_like
from gradcli.functions.registry import Group
from gradcli.functions.shapes import squeeze
from gradcli.words.errors import InvalidArgumentError

GROUP = Group("reductions")
row, declared = GROUP.row, GROUP.declared


def _reduction(prim):
    def reduce(input_tensor, axis=None, keepdims=False):
        x = convert(input_tensor)
        return prim(x, axis=normalize_axes(axis, x.ndim), keepdims=bool(keepdims))
    return reduce


def _of_a_scalar(sp, x):
    return x  # a reduction of a scalar is the scalar itself


row("reduce_sum", _reduction(ops.reduce_sum), "sum over axis (all axes by default)", aliases=("sum",),
    sympy=_of_a_scalar)


@declared("reduce_mean", "mean over axis (all axes by default)", aliases=("mean",), sympy=_of_a_scalar)
def reduce_mean(input_tensor, axis=None, keepdims=False):
    x = convert(input_tensor)
    axes = normalize_axes(axis, x.ndim)
    count = math.prod(x.shape[a] for a in axes)
    if x.value.dtype.kind in "iu":  # an integer mean truncates toward zero, summed without overflow (0 of nothing)
        wide = np.uint64 if x.dtype.is_unsigned else np.int64
        total = np.sum(x.value, axis=axes, keepdims=bool(keepdims), dtype=wide)
        return Tensor(np.asarray(np.sign(total) * (np.abs(total) // max(count, 1))).astype(x.value.dtype))
    total = ops.reduce_sum(x, axis=axes, keepdims=bool(keepdims))
    with np.errstate(invalid="ignore", divide="ignore"):  # the mean of nothing is NaN, as in TensorFlow
        return total / float(count)


row("reduce_max", _reduction(ops.reduce_max), "maximum over axis; tied maxima share the gradient equally",
    aliases=("max",), sympy=_of_a_scalar)
row("reduce_min", _reduction(ops.reduce_min), "minimum over axis; tied minima share the gradient equally",
    aliases=("min",), sympy=_of_a_scalar)
row("reduce_prod", _reduction(ops.reduce_prod), "product over axis; exact gradients even with zeros",
    aliases=("prod",), sympy=_of_a_scalar)


@declared("reduce_logsumexp", "log(sum(exp(x))) over axis, computed stably", aliases=("logsumexp",),
          sympy=_of_a_scalar)
def reduce_logsumexp(input_tensor, axis=None, keepdims=False):
    # As TensorFlow: shift by the (finite) maximum, held constant, so the gradient is the softmax.
    x = convert(input_tensor)
    axes = normalize_axes(axis, x.ndim)
    raw_max = ops.reduce_max(x, axis=axes, keepdims=True)
    shift = ops.stop_gradient(ops.where(Tensor(np.isfinite(raw_max.value)), raw_max, 0.0))
    with np.errstate(divide="ignore"):  # log(0) of an empty sum: -inf
        result = ops.log(ops.reduce_sum(ops.exp(x - shift), axis=axes, keepdims=bool(keepdims)))
    return result + (shift if keepdims else ops.reshape(shift, shape=result.shape))


@declared("reduce_variance", "variance over axis (the mean of squared deviations)", ("math",))
def reduce_variance(input_tensor, axis=None, keepdims=False):
    # TensorFlow's: the mean of the squared deviations from the mean (kept in the graph).
    x = convert(input_tensor)
    if x.value.dtype.kind != "f":
        raise TypeError(f"Input must be either real or complex. Received integer type {x.dtype}.")
    means = reduce_mean(x, axis, keepdims=True)
    return reduce_mean(ops.square(x - means), axis, keepdims)


@declared("reduce_std", "standard deviation over axis", ("math",))
def reduce_std(input_tensor, axis=None, keepdims=False):
    return ops.sqrt(reduce_variance(input_tensor, axis, keepdims))


@declared("reduce_euclidean_norm", "sqrt(sum(x * x)) over axis; its gradient at 0 is NaN", ("math",))
def reduce_euclidean_norm(input_tensor, axis=None, keepdims=False):
    x = convert(input_tensor)
    return ops.euclidean_norm(x, axis=normalize_axes(axis, x.ndim), keepdims=bool(keepdims))


@declared("moments", "(mean, variance) over axes; the variance's gradient holds the mean constant", ("nn",))
def moments(x, axes, shift=None, keepdims=False):
    # TensorFlow's: the variance is taken around stop_gradient(mean), so its Hessian differs from
    # reduce_variance's. `shift` is unused, as in TensorFlow 2.
    x = convert(x)
    mean = reduce_mean(x, axes, keepdims=True)
    variance = reduce_mean(ops.squared_difference(x, ops.stop_gradient(mean)), axes, keepdims=True)
    if not keepdims:
        mean, variance = squeeze(mean, axes), squeeze(variance, axes)
    return mean, variance


def _cumulative(prim):
    def accumulate(x, axis=0, exclusive=False, reverse=False):
        x = convert(x)
        return prim(x, axis=normalize_axis(axis, x.ndim), exclusive=bool(exclusive), reverse=bool(reverse))
    return accumulate


row("cumsum", _cumulative(ops.cumsum), "running sum along axis")
row("cumprod", _cumulative(ops.cumprod), "running product along axis; 0 gradient where x is 0", ("math",))
row("cumulative_logsumexp", _cumulative(ops.cumulative_logsumexp), "running log(sum(exp(x))) along axis, without "
    "overflow", ("math",))


def _boolean_reduction(function, op):
    def reduce(input_tensor, axis=None, keepdims=False):
        (x,) = booleans(op, input_tensor)
        return Tensor(np.asarray(function(x, axis=normalize_axes(axis, x.ndim), keepdims=bool(keepdims))))
    return reduce


row("reduce_any", _boolean_reduction(np.any, "Any"), "whether any entry is true, over axis")
row("reduce_all", _boolean_reduction(np.all, "All"), "whether every entry is true, over axis")


@declared("count_nonzero", "the number of entries that are not 0, over axis; int64")
def count_nonzero(input, axis=None, keepdims=False, dtype="int64"):
    x = convert(input)
    counts = np.count_nonzero(x.value, axis=normalize_axes(axis, x.ndim), keepdims=bool(keepdims))
    return Tensor(np.asarray(counts, dtype=as_numpy_dtype(dtype)))


def _arg_extreme(largest):
    def arg_extreme(input, axis=None, output_type=dtypes.int64):
        x = convert(input)
        if x.ndim == 0:
            raise InvalidArgumentError("Expected dimension in the range [0, 0), but got 0")
        axis = 0 if axis is None else normalize_axis(axis, x.ndim) % x.ndim  # None is axis 0, as in TensorFlow
        index = kernels.arg_extreme(x.value, axis, largest)
        return Tensor(np.asarray(index, dtype=as_numpy_dtype(output_type)))
    return arg_extreme


row("argmax", _arg_extreme(True), "index of the largest entry along axis (0 by default); int64, no gradient")
row("argmin", _arg_extreme(False), "index of the smallest entry along axis (0 by default); int64, no gradient")


_VECTOR_NORMS = ("euclidean", 1, 2, np.inf)
_MATRIX_NORMS = ("euclidean", "fro", 1, np.inf)


@declared("norm", "the vector norm (ord euclidean, 1, 2, inf or p > 0), or over two axes a matrix norm (fro, 1, "
          "inf)", ("tf", "linalg"))
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


@declared("l2_normalize", "x / sqrt(max(sum(x * x), epsilon)) along axis", ("math", "nn", "linalg"))
def l2_normalize(x, axis=None, epsilon=1e-12, name=None, dim=None):
    # TensorFlow's: x * rsqrt(maximum(sum(x * x), epsilon)); `dim` is its old name for axis.
    if dim is not None:
        if axis is not None:
            raise ValueError("Cannot specify both 'axis' and 'dim'")
        axis = dim
    x = convert(x)
    square_sum = ops.reduce_sum(ops.square(x), axis=normalize_axes(axis, x.ndim), keepdims=True)
    return ops.multiply(x, ops.rsqrt(ops.maximum(square_sum, epsilon)))


@declared("l2_loss", "sum(x * x) / 2", ("nn",))
def l2_loss(t):
    return ops.l2_loss(convert(t))


@declared("clip_by_value", "t limited to [clip_value_min, clip_value_max]; the gradient passes at the bounds",
          ("tf",))
def clip_by_value(t, clip_value_min, clip_value_max):
    # TensorFlow's: maximum(minimum(t, max), min); ties send the gradient to t, and the bounds may not
    # broadcast t to a larger shape.
    values = convert(t)
    clipped = ops.maximum(ops.minimum(values, clip_value_max), clip_value_min)
    if clipped.shape != values.shape:
        raise InvalidArgumentError(f"Shapes {values.shape} and {clipped.shape} are incompatible")
    return clipped


@declared("clip_by_norm", "t scaled down so that its L2 norm over axes is at most clip_norm", ("tf",))
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
