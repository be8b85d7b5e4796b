"""Kernels: the forward functions of the primitives that numpy lacks, on numpy values.

Each computes what TensorFlow's kernel of the same name computes, with its
checks and messages (a matrix product of mismatched shapes, an index out of
range); `ops.py` pairs each with its derivative rules. The gradient kernels
at the end compute g * f'(x) into one buffer, as TensorFlow's TanhGrad and
SqrtGrad do: on large arrays, a temporary per factor costs more than the
arithmetic.
"""
import math

import numpy as np

from gradcli.engine import dtypes
from gradcli.engine.limits import check_elements
from gradcli.words.errors import ComputationError, InvalidArgumentError


def sigmoid(x):
    if x.dtype.kind == "c":
        return 1 / (1 + np.exp(-x))
    e = np.exp(-np.abs(x))  # never overflows
    return np.where(x >= 0, 1 / (1 + e), e / (1 + e))


def cast(x, dtype):
    """`x` as the numpy `dtype`, as TensorFlow's Cast kernel converts it: complex numbers by their real part
    (to bool too: whether it is nonzero), floats to integers truncated toward zero, to integers narrower than
    int32 through int32 (so that what is beyond their range wraps around, and NaN is 0), to bfloat16 rounded."""
    if x.dtype.kind == "c" and dtype.kind != "c":
        x = x.real
    if dtypes.is_bfloat16(dtype):
        return dtypes.to_bfloat16(x)
    with np.errstate(invalid="ignore"):  # NaN, inf and what is out of range become the lowest integer, as on TF's CPU
        if x.dtype.kind == "f" and dtype.kind in "iu" and dtype.itemsize < 4:
            x = x.astype(np.int32)
        return x.astype(dtype)


def power(x, y, out=None):
    """x ** y; of complex numbers exp(y log x) (0 where x is 0), as C++'s std::pow, which TensorFlow's kernel
    calls, computes them (numpy's complex power differs from it in the last digits)."""
    if x.dtype.kind != "c":
        return np.power(x, y, out=out)
    with np.errstate(divide="ignore", invalid="ignore"):  # log 0: those are the zeros replaced
        return np.where(x == 0, 0, np.exp(y * np.log(x))).astype(x.dtype, copy=False)


def angle(z):
    """The argument of complex numbers, correctly rounded (numpy's float32 arctan2 is not, where C's is)."""
    return np.angle(z.astype(np.complex128)).astype(z.real.dtype)


def complex_of(real, imag):
    """The complex numbers real + imag i (broadcast), complex64 from float32 parts and complex128 from float64."""
    dtype = np.complex64 if real.dtype == np.float32 else np.complex128
    out = np.empty(np.broadcast_shapes(real.shape, imag.shape), dtype)
    out.real, out.imag = real, imag  # set apart: real + 1j * imag would make inf * 0 a NaN
    return out


def log_softmax(x, axis):
    shifted = x - np.max(x, axis=axis, keepdims=True)
    return shifted - np.log(np.sum(np.exp(shifted), axis=axis, keepdims=True))


def softmax(x, axis):
    e = np.exp(x - np.max(x, axis=axis, keepdims=True))
    return e / np.sum(e, axis=axis, keepdims=True)


def matmul(a, b, transpose_a=False, transpose_b=False):
    """a @ b, each operand transposed first (its last two axes swapped) where asked: TensorFlow's MatMul and its
    transpose flags. Messages show the operands as given, as TensorFlow's do."""
    if a.ndim < 2 or b.ndim < 2:
        if a.ndim == b.ndim:
            problem = f"In[0] and In[1] ndims must be == 2: {a.ndim}"
        elif a.ndim <= 2 and b.ndim <= 2:
            problem = f"In[0] and In[1] has different ndims: {dims(a.shape)} vs. {dims(b.shape)}"
        else:
            problem = f"In[{0 if a.ndim < 2 else 1}] ndims must be >= 2: {min(a.ndim, b.ndim)}"
        raise ValueError(f"{problem} (matmul multiplies matrices; use linalg.matvec or tensordot for vectors)")
    left = np.swapaxes(a, -1, -2) if transpose_a else a
    right = np.swapaxes(b, -1, -2) if transpose_b else b
    if left.shape[-1] != right.shape[-2]:
        raise ValueError(f"Matrix size-incompatible: In[0]: {dims(a.shape)}, In[1]: {dims(b.shape)}")
    try:
        batch = np.broadcast_shapes(a.shape[:-2], b.shape[:-2])
    except ValueError:
        raise ValueError(f"In[0] and In[1] must have compatible batch dimensions: {dims(a.shape)} vs. "
                         f"{dims(b.shape)}") from None
    check_elements(math.prod(batch) * left.shape[-2] * right.shape[-1], "the matrix product")
    return np.matmul(left, right)


def reshape(x, shape):
    """np.reshape, refusing a shape of another size in TensorFlow's words."""
    known = math.prod(d for d in shape if d != -1)
    if (known and x.size % known) if -1 in shape else x.size != known:
        needs = f"requires a multiple of {known}" if -1 in shape else f"has {known}"
        raise ValueError(f"Input to reshape is a tensor with {x.size} values, but the requested shape {needs}")
    return np.reshape(x, shape)


def dims(shape):
    """A shape as TensorFlow's messages write it: [2,3]."""
    return "[" + ",".join(map(str, shape)) + "]"


def where(condition, x, y):
    if condition.dtype != bool:
        raise ValueError("the condition must be boolean, such as x > 0")
    check_elements(math.prod(np.broadcast_shapes(np.shape(condition), np.shape(x), np.shape(y))), "where's result")
    return np.where(condition, x, y)


def ungather(g, index, shape):
    out = np.zeros(shape, dtype=g.dtype)
    out[index] = g
    return out


def pick(x, index, front, rank):
    n_lead = x.ndim - rank  # jacobian rows, ahead of everything
    return x[(slice(None),) * (n_lead + front) + index]


def unpick(g, index, front, shape):
    """The adjoint of pick: g added into zeros of `shape` where pick took its values (repeats add up)."""
    picked_rank = front + np.broadcast(*index).ndim + len(shape) - front - len(index)
    n_lead = g.ndim - picked_rank
    out = np.zeros(g.shape[:n_lead] + tuple(shape), dtype=g.dtype)
    np.add.at(out, (slice(None),) * (n_lead + front) + index, g)
    return out


def cumulative(ufunc, x, axis, exclusive, reverse):
    if reverse:
        x = np.flip(x, axis)
    out = ufunc.accumulate(x, axis=axis, dtype=x.dtype.type)  # in x's dtype (numpy widens small integers)
    if exclusive and x.shape[axis]:  # shift by one, starting from the identity: no division, so zeros are safe
        first = np.full_like(np.take(out, [0], axis=axis), ufunc.identity)
        out = np.concatenate([first, np.delete(out, -1, axis=axis)], axis=axis)
    return np.flip(out, axis) if reverse else out


def class_indices(labels, logits):
    if logits.ndim == 0 or labels.shape != logits.shape[:-1]:
        raise ValueError(f"labels of shape {labels.shape} need logits of shape {labels.shape} + (classes,), "
                         f"got {logits.shape}")
    index = labels.astype(np.intp)
    if np.any(index != labels):
        raise ValueError(f"labels must be class numbers, not {labels.tolist()}")
    outside = index[(index < 0) | (index >= logits.shape[-1])]
    if outside.size:
        raise ValueError(f"Received a label value of {outside[0]} which is outside the valid range of "
                         f"[0, {logits.shape[-1]}).  Label values: {' '.join(map(str, index.ravel()))} (labels must "
                         f"be class numbers from 0 to {logits.shape[-1] - 1})")
    return index


def sparse_xent(labels, logits):
    index = class_indices(labels, logits)
    return -np.take_along_axis(log_softmax(logits, -1), index[..., None], axis=-1)[..., 0]


def sparse_xent_backprop(labels, logits):
    """The gradient of sparse_xent's loss with respect to the logits: softmax - one_hot(labels)."""
    return softmax(logits, -1) - np.eye(logits.shape[-1], dtype=logits.dtype)[class_indices(labels, logits)]


def xent(labels, logits, axis):
    if labels.shape != logits.shape:
        raise ValueError(f"labels and logits must have the same shape, got {labels.shape} and {logits.shape}")
    return -np.sum(labels * log_softmax(logits, axis), axis=axis)


def lowest(x):
    """The identity of a maximum over `x`'s dtype: an empty maximum is -inf (the lowest integer), as in TensorFlow."""
    return -np.inf if x.dtype.kind == "f" else np.iinfo(x.dtype).min


def highest(x):
    return np.inf if x.dtype.kind == "f" else np.iinfo(x.dtype).max


def divide_no_nan(x, y):
    with np.errstate(divide="ignore", invalid="ignore"):  # the divisions by zero are the ones replaced by 0
        return np.where(y == 0, 0, np.divide(x, y)).astype(x.dtype)


def floordiv(x, y):
    if x.dtype.kind == "f":
        with np.errstate(divide="ignore", invalid="ignore"):  # x // 0 is inf or nan, as in TensorFlow
            return np.floor(np.divide(x, y))  # TensorFlow's float FloorDiv: 1 // 0.1 is 10, where numpy says 9
    refuse_integer_division_by_zero(y)
    return np.floor_divide(x, y)


def floormod(x, y):
    if x.dtype.kind != "f":
        refuse_integer_division_by_zero(y)
    return np.mod(x, y)


def refuse_integer_division_by_zero(y):
    if np.any(np.asarray(y) == 0):
        raise ComputationError("Integer division by zero")


# SELU's constants, as TensorFlow's kernel has them.
SELU_SCALE = 1.0507009873554804934193349852946


SELU_SCALE_ALPHA = 1.7580993408473768599402175208123


def elu(x):
    return np.where(x < 0, np.exp(x) - 1, x)  # exp(x) - 1, as TensorFlow's kernel computes it (not expm1)


def selu(x):
    return np.where(x < 0, SELU_SCALE_ALPHA * (np.exp(x) - 1), SELU_SCALE * x)


def slope(alpha, x):
    """leaky_relu's slope in x's dtype: TensorFlow keeps alpha as a float32 attribute (0.2 is 0.20000000298...)."""
    return np.asarray(np.float32(alpha), dtype=x.dtype)


def euclidean_norm(x, axis, keepdims):
    total = np.sum(x * x, axis=axis, keepdims=keepdims)
    if x.dtype.kind == "f":
        return np.sqrt(total)
    return np.sqrt(total).astype(x.dtype)  # an integer norm is truncated, as TensorFlow's kernel does


def tile(x, multiples):
    check_elements(x.size * math.prod(multiples), "tile's result")
    return np.tile(x, multiples)


def pad(x, paddings, mode, constant_values):
    n_lead = x.ndim - len(paddings)  # jacobian rows, not padded
    widths = [(0, 0)] * n_lead + list(paddings)
    check_elements(math.prod(n + before + after for n, (before, after) in zip(x.shape, widths)), "pad's result")
    if mode == "CONSTANT":
        return np.pad(x, widths, mode="constant", constant_values=constant_values)
    return np.pad(x, widths, mode=mode.lower())  # numpy's reflect and symmetric are TensorFlow's


def unpad(g, paddings, mode):
    """The adjoint of pad: the middle of g, plus (mirror modes) the padding added back where it was copied from."""
    n_lead = g.ndim - len(paddings)
    if mode == "CONSTANT":
        return g[(slice(None),) * n_lead + tuple(slice(before, g.shape[n_lead + i] - after)
                                                  for i, (before, after) in enumerate(paddings))]
    for i, (before, after) in enumerate(paddings):
        axis = n_lead + i
        size = g.shape[axis] - before - after
        sources = np.pad(np.arange(size), (before, after), mode=mode.lower())  # where each padded entry came from
        folded = np.zeros(g.shape[:axis] + (size,) + g.shape[axis + 1:], dtype=g.dtype)
        np.add.at(folded, (slice(None),) * axis + (sources,), g)
        g = folded
    return g


def inverse(a, adjoint):
    require_square(a)
    try:
        inverse = np.linalg.inv(a)
    except np.linalg.LinAlgError:
        raise ComputationError("Input is not invertible.") from None
    return np.swapaxes(inverse, -1, -2) if adjoint else inverse


def determinant(a):
    require_square(a)
    return np.linalg.det(a)


def solve(a, b, adjoint):
    require_square(a)
    if b.ndim < a.ndim:  # (more axes are the rows of a jacobian, in the gradient's own solve)
        raise ValueError(f"All input tensors must have the same rank: matrix of shape {a.shape}, rhs of shape "
                         f"{b.shape} (the right-hand side is a matrix: one column per system)")
    if b.shape[-2] != a.shape[-1]:
        raise ValueError(f"Input matrix and right-hand side must have the same number of rows: {a.shape[-1]} vs. "
                         f"{b.shape[-2]}")
    try:
        return np.linalg.solve(np.swapaxes(a, -1, -2) if adjoint else a, b)
    except np.linalg.LinAlgError:
        raise ComputationError("Input matrix is not invertible.") from None


def check_broadcast(name, shapes):
    """Refuse an elementwise operation whose result, its inputs' `shapes` broadcast, would be beyond the size
    limit."""
    if any(shape != shapes[0] for shape in shapes):
        try:
            result = np.broadcast_shapes(*shapes)
        except ValueError:
            return  # shapes that do not broadcast: the operation itself says so
        check_elements(math.prod(result), f"the result of {name}")


def require_square(a):
    if a.ndim < 2 or a.shape[-1] != a.shape[-2]:
        raise ValueError(f"Input matrix must be square, not of shape {a.shape}.")


def einsum(*operands, equation):
    return np.einsum(equation, *operands, optimize=len(operands) > 2)


def arg_extreme(x, axis, largest):
    """TensorFlow's ArgMax/ArgMin: the first index of the extreme; NaN never wins (its comparisons are false),
    and a slice with nothing comparable gives 0."""
    if x.shape[axis] == 0:
        raise ValueError(f"Reduction axis {axis} is empty in shape {dims(x.shape)}")
    if largest:
        return np.argmax(np.where(x > lowest(x), x, lowest(x)), axis=axis)
    return np.argmin(np.where(x < highest(x), x, highest(x)), axis=axis)


LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def explicit_ellipsis(equation, shapes):
    """`equation` with each `...` written as letters of its own: every operand's `...` must stand for the same
    axes (the einsums gradients build carry their jacobian rows that way)."""
    if "..." not in equation:
        return equation
    inputs, output = equation.split("->")
    subscripts = inputs.split(",")
    spans = {tuple(shape[s.index("..."):s.index("...") + len(shape) - (len(s) - 3)])
             for s, shape in zip(subscripts, shapes) if "..." in s}
    if len(spans) != 1:
        raise ValueError(f"einsum: '...' must stand for the same axes in every operand of {equation!r}")
    (span,) = spans
    letters = "".join(sorted(set(LETTERS) - set(equation)))[:len(span)]
    return equation.replace("...", letters)


# ----- Gradient kernels -----

def times_g(derivative):
    """A forward (x, g, out=None) -> derivative(x) * g, computed in one buffer: `out` when given (an array
    the backward pass is done with, g's own even), else derivative's fresh result."""
    def forward(x, g, out=None):
        if out is not None and _blockwise(x, g, out):
            return _times_g_by_blocks(derivative, x, g, out)
        if out is g:  # g's own array, where it cannot go a block at a time: a fresh one instead
            out = None
        d = derivative(x, out if out is not None and out.shape == np.shape(x) else None)
        if out is not None:
            return np.multiply(d, g, out=out)
        if isinstance(d, np.ndarray) and d.shape == np.shape(g) and d.dtype == np.result_type(d, g):
            return np.multiply(d, g, out=d)
        return d * g
    forward.writes_into_g = True  # out may be g's own array: each block of g is read before it is written
    return forward


BLOCK = 1 << 14  # elements a blockwise kernel computes at a time: its scratch stays in the cache


def _blockwise(x, g, out):
    """Whether derivative(x) * g can go into `out` a block at a time: plain float arrays of one shape and dtype."""
    return (type(x) is np.ndarray and type(g) is np.ndarray and type(out) is np.ndarray
            and x.shape == g.shape == out.shape and x.dtype == g.dtype == out.dtype and x.dtype.kind == "f"
            and x.size > BLOCK and x.flags.c_contiguous and g.flags.c_contiguous and out.flags.c_contiguous)


def _times_g_by_blocks(derivative, x, g, out):
    """derivative(x) * g into `out`, block by block, with the same operations on each element as at once:
    the derivative's steps run in a scratch block that stays in the cache, instead of three passes over
    memory and a fresh array as large as x."""
    xs, gs, outs = x.reshape(-1), g.reshape(-1), out.reshape(-1)
    scratch = np.empty(BLOCK, dtype=x.dtype)
    for start in range(0, xs.size, BLOCK):
        stop = min(start + BLOCK, xs.size)
        d = derivative(xs[start:stop], scratch[: stop - start])
        np.multiply(d, gs[start:stop], out=outs[start:stop])
    return out


def then(first, second):
    """A derivative x -> second(first(x), x), the second step written into the first's result."""
    def derivative(x, out=None):
        d = first(x, out=out)
        return second(d, x, out=d) if isinstance(d, np.ndarray) else second(d, x)
    return derivative


def zero_where_g_is_zero(times_g):
    """TensorFlow's SqrtGrad, RsqrtGrad and ReciprocalGrad give 0 where the incoming gradient is 0, even where
    the derivative itself is infinite or NaN."""
    def forward(y, g, out=None):
        result = times_g(y, g, out)
        if isinstance(result, np.ndarray) and result.shape == np.shape(g):
            np.copyto(result, 0, where=(g == 0))
            return result
        return np.where(g == 0, 0, result)
    return forward


def from_g(*steps):
    """A forward (y, g, out=None) that computes TensorFlow's formula from g on, step by step in its order (which
    matters where each step is rounded: in float16 and bfloat16): each `step(d, y, out)` takes the result so far
    (g, at first) to the next, the first into `out` or a fresh array, never into g, the others into the result."""
    def forward(y, g, out=None):
        d = steps[0](g, y, out)
        for step in steps[1:]:
            into = isinstance(d, np.ndarray) and d.shape == np.broadcast_shapes(d.shape, np.shape(y))
            d = step(d, y, d if into else None)
        return d
    return forward


# TensorFlow's SigmoidGrad, SqrtGrad, RsqrtGrad and ReciprocalGrad, in the order their kernels compute them.
sigmoid_grad = from_g(lambda g, y, out: np.multiply(g, y, out=out),  # g y (1 - y)
                      lambda d, y, out: np.multiply(d, np.subtract(1, y), out=out))


sqrt_grad = zero_where_g_is_zero(from_g(lambda g, y, out: np.multiply(g, 0.5, out=out),  # 0.5 g / y
                                        lambda d, y, out: np.divide(d, y, out=out)))


rsqrt_grad = zero_where_g_is_zero(from_g(lambda g, y, out: np.multiply(g, y, out=out),  # -0.5 (g y) (y y)
                                         lambda d, y, out: np.multiply(d, -0.5, out=out),
                                         lambda d, y, out: np.multiply(d, np.square(y), out=out)))


reciprocal_grad = zero_where_g_is_zero(from_g(lambda g, y, out: np.negative(g, out=out),  # -g y y
                                              lambda d, y, out: np.multiply(d, y, out=out),
                                              lambda d, y, out: np.multiply(d, y, out=out)))


def xlogy(x, y):
    """x * log(y), but 0 where x is 0 (whatever y is)."""
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(x == 0, 0, x * np.log(y)).astype(np.result_type(x, y))


def xdivy(x, y):
    """x / y, but 0 where x is 0 (whatever y is)."""
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(x == 0, 0, np.divide(x, y)).astype(np.result_type(x, y))


def multiply_no_nan(x, y):
    """x * y, but 0 where y is 0 (even where x is inf or nan)."""
    with np.errstate(invalid="ignore"):
        return np.where(y == 0, 0, np.multiply(x, y)).astype(np.result_type(x, y))


def normalize_index(index):
    """A basic numpy index (ints, slices, None, Ellipsis) as a tuple, as TensorFlow's indexing accepts."""
    items = index if isinstance(index, tuple) else (index,)
    return tuple(_index_item(item) for item in items)


def _index_item(item):
    if item is None or item is Ellipsis:
        return item
    if isinstance(item, slice):
        return slice(*(None if v is None else _as_index_int(v) for v in (item.start, item.stop, item.step)))
    return _as_index_int(item)


def _as_index_int(value):
    tensor_value = getattr(value, "value", None)  # a tensor's value: an array or a numpy scalar
    number = tensor_value if isinstance(tensor_value, (np.ndarray, np.generic)) else value
    if isinstance(number, (bool, np.bool_)) or np.ndim(number) != 0 or number != int(number):
        raise InvalidArgumentError(
            f"only integers, slices (:), None and ... are valid indices, not {value!r}")
    return int(number)
