"""The constructors: new tensors from numbers and lists, shapes, ranges and sizes (constant, zeros, ones,
linspace, range, eye); those made from sizes are checked against the limit on elements before they are made.
"""
import math

import numpy as np

from gradcli.engine import dtypes, ops
from gradcli.engine.limits import check_elements
from gradcli.engine.tensor import Tensor, default_dtype, holds_tensor
from gradcli.engine.tensor import constant as convert
from gradcli.functions.arguments import as_int, as_numpy_dtype, as_shape, no_layout
from gradcli.functions.registry import Group
from gradcli.words.errors import InvalidArgumentError

GROUP = Group("constructors")
declared = GROUP.declared


@declared("constant", "a tensor from a number or nested list", ("tf",))
def constant(value, dtype=None, shape=None):
    if isinstance(value, (list, tuple)) and holds_tensor(value):
        raise InvalidArgumentError("constant() takes numbers and lists of numbers, not tensors, as in TensorFlow "
                                   "(where it fails with \"Scalar tensor has no `len()`\"); use stack([...]) to "
                                   "join tensors")
    return shaped(convert(value, dtype), shape, value)


def shaped(tensor, shape, value):
    """`tensor` (made of `value`) given `shape` as tf.constant gives it: one number fills it, as many numbers
    fill it in order; a shape of None leaves it as it is."""
    if shape is None:
        return tensor
    dims = as_shape(shape)
    size = math.prod(dims)
    check_elements(size, "the constant", tensor.value.dtype.itemsize)
    if tensor.size == 1:
        return Tensor(np.full(dims, tensor.value.reshape(()), tensor.value.dtype))
    if tensor.size != size:
        raise TypeError(f"Eager execution of tf.constant with unsupported shape. Tensor {tensor.value} (converted "
                        f"from {value!r}) has {tensor.size} elements, but got `shape` {dims} with {size} elements).")
    return Tensor(tensor.value.reshape(dims))


def _filled(fill, shape, dtype):
    dims = as_shape(shape)
    if -1 in dims:
        raise InvalidArgumentError(f"Dimension -1 must be >= 0: a shape to fill needs every size, not {list(dims)}")
    numpy_dtype = as_numpy_dtype(dtype)
    check_elements(math.prod(dims), "the tensor", np.dtype(numpy_dtype).itemsize)
    return Tensor(fill(dims, numpy_dtype))


@declared("zeros", "a tensor of zeros of the given shape", ("tf",))
def zeros(shape, dtype=None, name=None, layout=None):
    no_layout(layout)
    return _filled(np.zeros, shape, dtype)


@declared("ones", "a tensor of ones of the given shape", ("tf",))
def ones(shape, dtype=None, name=None, layout=None):
    no_layout(layout)
    return _filled(np.ones, shape, dtype)


@declared("linspace", "num evenly spaced numbers from start to stop, both included", ("tf",))
def linspace(start, stop, num, name=None, axis=0):
    # TensorFlow's linspace_nd, operation by operation (so the gradient flows to start and stop, and float32
    # rounds as there): start, delta * 1, 2, ... added to it, and stop, along a new axis at `axis`; in start's
    # dtype where it is a float tensor (float16 too).
    count = as_int(num, "num")
    if count < 0:
        raise InvalidArgumentError(f"num must be at least 0, not {count}")
    floats = start.value.dtype if isinstance(start, Tensor) and start.value.dtype.kind == "f" else default_dtype()
    first = convert(start, floats)
    last = convert_to_tensor(stop, dtype=dtypes.as_dtype(floats))
    shape = np.broadcast_shapes(first.shape, last.shape)
    check_elements(count * math.prod(shape), "linspace")
    place = as_int(axis, "axis")
    if not -len(shape) - 1 <= place <= len(shape):
        raise InvalidArgumentError(f"Tried to expand dim index {place} for tensor with {len(shape)} dimensions.")
    place %= len(shape) + 1
    expanded = shape[:place] + (1,) + shape[place:]
    first, last = (ops.reshape(ops.broadcast_to(t, shape=shape), shape=expanded) for t in (first, last))
    steps = max(count - 1, 1)
    delta = (last - first) / Tensor(np.asarray(steps, floats))
    between = np.arange(1, steps, dtype=floats).reshape((1,) * place + (-1,) + (1,) * len(shape[place:]))
    joined = ops.concat(first, first + delta * Tensor(between), last, axis=place - len(expanded))
    return ops.getitem(joined, index=(slice(None),) * place + (slice(0, count),))


def _is_integer(value):
    number = value.value if isinstance(value, Tensor) else value
    return isinstance(number, (int, np.integer)) or (isinstance(number, np.ndarray) and number.dtype.kind in "iu")


@declared("arange", "numbers from start up to (not including) limit, delta apart; int32 for integers",
          (("tf", "range"),), ("range",))
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


@declared("eye", "the identity matrix", ("tf", "linalg"))
def eye(num_rows, num_columns=None, batch_shape=None, dtype=None):
    rows = as_int(num_rows, "num_rows")
    columns = rows if num_columns is None else as_int(num_columns, "num_columns")
    batch = () if batch_shape is None else as_shape(batch_shape)
    check_elements(math.prod(batch) * rows * columns, "eye")
    matrix = np.eye(rows, columns, dtype=as_numpy_dtype(dtype))
    return Tensor(np.broadcast_to(matrix, batch + matrix.shape).copy())


@declared("convert_to_tensor", "a tensor of a value; a list of tensors is stacked, and the gradient flows back",
          ("tf",))
def convert_to_tensor(value, dtype=None, dtype_hint=None):
    # TensorFlow's: a tensor must already have `dtype`; a Python value takes dtype_hint where it can, else its own.
    if isinstance(value, Tensor) or hasattr(type(value), "tensor_conversion"):
        tensor = convert(value)
        if dtype is not None and tensor.dtype is not dtypes.as_dtype(dtype):
            raise ValueError(f"Tensor conversion requested dtype {dtypes.as_dtype(dtype).name} for Tensor with "
                             f"dtype {tensor.dtype.name}: {tensor!r}")
        return tensor
    if dtype is None and dtype_hint is not None:
        try:
            return convert(value, dtypes.as_dtype(dtype_hint).numpy_dtype)
        except (TypeError, ValueError):
            pass
    return convert(value, None if dtype is None else dtypes.as_dtype(dtype).numpy_dtype)


@declared("fill", "a tensor of the shape dims, each element the scalar value; its gradient is their sum", ("tf",))
def fill(dims, value, name=None, layout=None):
    no_layout(layout)
    scalar, shape = convert(value), as_shape(dims)
    if scalar.ndim:
        raise InvalidArgumentError(f"value must be a scalar, but got a tensor of shape {list(scalar.shape)}")
    check_elements(math.prod(shape), "the filled tensor", scalar.value.dtype.itemsize)
    return ops.broadcast_to(scalar, shape=shape)


def _measure(what, input, out_type):
    """tf.shape, tf.size or tf.rank of the input: an int32 tensor (or out_type's), with no gradient."""
    numbers = {"shape": np.shape, "size": np.size, "rank": np.ndim}[what](convert(input).value)
    return Tensor(np.asarray(numbers, as_numpy_dtype(out_type, np.dtype(np.int32))))


@declared("shape", "the shape of a tensor, as an int32 tensor (or out_type)", ("tf",))
def shape(input, out_type=None):
    return _measure("shape", input, out_type)


@declared("size", "the number of elements of a tensor, as an int32 tensor (or out_type)", ("tf",))
def size(input, out_type=None):
    return _measure("size", input, out_type)


@declared("rank", "the number of axes of a tensor, as an int32 tensor", ("tf",))
def rank(input):
    return _measure("rank", input, None)
