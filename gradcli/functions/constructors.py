"""The constructors: new tensors from numbers and lists, shapes, ranges and sizes (constant, zeros, ones,
linspace, range, eye); those made from sizes are checked against the limit on elements before they are made.
"""
import math

import numpy as np

from gradcli.engine import dtypes
from gradcli.engine.errors import InvalidArgumentError
from gradcli.engine.limits import check_elements
from gradcli.engine.tensor import Tensor, default_dtype, holds_tensor
from gradcli.engine.tensor import constant as convert
from gradcli.functions.arguments import as_int, as_numpy_dtype, as_shape
from gradcli.functions.registry import Group

GROUP = Group("constructors")
declared = GROUP.declared


@declared("constant", "a tensor from a number or nested list", ("tf",))
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


@declared("zeros", "a tensor of zeros of the given shape", ("tf",))
def zeros(shape, dtype=None):
    return _filled(np.zeros, shape, dtype)


@declared("ones", "a tensor of ones of the given shape", ("tf",))
def ones(shape, dtype=None):
    return _filled(np.ones, shape, dtype)


@declared("linspace", "num evenly spaced numbers from start to stop, both included", ("tf",))
def linspace(start, stop, num):
    # In start's dtype where it is a float tensor (float16 too), as TensorFlow converts stop to it.
    count = as_int(num, "num")
    check_elements(count, "linspace")
    floats = start.value.dtype if isinstance(start, Tensor) and start.value.dtype.kind == "f" else default_dtype()
    # TensorFlow's linspace_nd, in that dtype (bfloat16's arithmetic in float32): start, start + delta * i for
    # i in 1 .. num - 2, stop, where delta = (stop - start) / (num - 1).
    work = np.float32 if dtypes.is_bfloat16(floats) else np.dtype(floats).type
    first, last = work(float(start)), work(float(stop))
    with np.errstate(all="ignore"):  # inf and nan as TensorFlow's arithmetic makes them
        delta = (last - first) / work(max(count - 1, 1))
        middle = first + delta * np.arange(1, max(count - 1, 1), dtype=work)
    return convert(np.concatenate([[first], middle, [last]])[:count], floats)


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
def eye(num_rows, num_columns=None, dtype=None):
    rows = as_int(num_rows, "num_rows")
    columns = rows if num_columns is None else as_int(num_columns, "num_columns")
    check_elements(rows * columns, "eye")
    return Tensor(np.eye(rows, columns, dtype=as_numpy_dtype(dtype)))
