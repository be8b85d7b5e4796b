"""TensorFlow's arguments, normalised for the primitives: axes, shapes, indices, dtypes, and the checks of
which tensors a function takes, with TensorFlow's errors for those it refuses.

Primitives take their parameters normalised (axes as sorted tuples, complete shapes, numpy dtypes); the
functions of the vocabulary take TensorFlow's arguments and turn them into those with these.
"""
import numpy as np

from gradcli.engine import dtypes
from gradcli.engine.tensor import Tensor, default_dtype, infers_like_tensorflow
from gradcli.engine.tensor import constant as convert
from gradcli.words.errors import InvalidArgumentError


def as_int(value, what):
    number = value.value if isinstance(value, Tensor) else value
    if not isinstance(number, (int, float, str, np.generic, np.ndarray)):  # as TensorFlow's conversion refuses it
        raise ValueError(f"Attempt to convert a value of type {getattr(value, 'tf_type_name', type(value).__name__)}"
                         " to a Tensor: it is not a number")
    if isinstance(number, (bool, np.bool_, str)) or np.ndim(number) != 0 or number != int(number):
        raise InvalidArgumentError(f"{what} must be an integer, not {value!r}")
    return int(number)


def as_int_list(value, what):
    """An integer, a list of them, an integer tensor or a shape (anything with TensorFlow's `as_list`, as
    TensorShape has), as a list of integers."""
    if isinstance(value, Tensor):
        value = value.value.tolist()
    elif callable(getattr(value, "as_list", None)):
        value = value.as_list()
    items = value if isinstance(value, (list, tuple)) else [value]
    return [as_int(v, what) for v in items]


def normalize_axes(axis, ndim):
    """`axis` (None for all, an int or a list; negative counts from the end) as a sorted tuple."""
    if axis is None:
        return tuple(range(ndim))
    axes = []
    for a in as_int_list(axis, "axis"):
        if not -ndim <= a < ndim:
            raise InvalidArgumentError(f"axis {a} is out of range for a tensor of rank {ndim}")
        axes.append(a % ndim)
    if len(set(axes)) != len(axes):
        raise InvalidArgumentError(f"axis {axis} repeats an axis")
    return tuple(sorted(axes))


def normalize_axis(axis, ndim):
    """One axis, as a negative number counted from the end."""
    (a,) = as_int_list(axis, "axis")
    if not -ndim <= a < ndim:
        raise InvalidArgumentError(f"axis {a} is out of range for a tensor of rank {ndim}")
    return a - ndim if a >= 0 else a


def as_shape(shape):
    """A shape (a list of integers, or an integer tensor) as a tuple."""
    dims = tuple(as_int_list(shape, "a shape"))
    if any(d < -1 for d in dims) or dims.count(-1) > 1:
        raise InvalidArgumentError(f"invalid shape {list(dims)}: sizes must be >= 0, with at most one -1")
    return dims


def as_indices(value, what="indices", attr="Tindices"):
    """Integer indices as a numpy array: Python integers, integer tensors, or float tensors holding whole numbers.

    TensorFlow takes integer tensors only, as TensorFlow code does; gradcli's formulas and programs make every
    literal a float tensor, so there a float tensor of whole numbers is taken as the integers it holds."""
    array = value.value if isinstance(value, Tensor) else np.asarray(value)
    if array.dtype.kind not in "iu" and infers_like_tensorflow():
        raise InvalidArgumentError(f"Value for attr '{attr}' of {dtypes.as_dtype(array.dtype).name} is not in the "
                                   f"list of allowed values: int32, int64 ({what} must be integers)")
    if array.dtype.kind in "iu":
        return array.astype(np.int64, copy=False)
    if array.dtype.kind == "f" and np.all(np.isfinite(array)) and np.all(array == np.trunc(array)):
        return array.astype(np.int64)
    raise InvalidArgumentError(f"{what} must be integers, not {value!r}")


def as_numpy_dtype(dtype, default=None):
    """A dtype argument (a DType, name or numpy type; None for `default`, or the default float) as numpy's."""
    if dtype is None:
        return default if default is not None else default_dtype()
    return dtypes.as_dtype(dtype).numpy_dtype


def require_floating(x, name):
    """Refuse a tensor that is not floating point, as TensorFlow's float-only kernels do."""
    if x.value.dtype.kind != "f":
        raise InvalidArgumentError(f"Value for attr 'T' of {x.dtype.kernel_name} is not in the list of allowed values: "
                                   f"bfloat16, half, float, double ({name} needs a floating-point tensor)")


def booleans(op, *values):
    """The values of boolean tensors, as TensorFlow's logical operations take no others."""
    tensors = [convert(v) for v in values]
    for i, t in enumerate(tensors):
        if t.value.dtype != bool:
            raise InvalidArgumentError(f"cannot compute {op} as input #{i}(zero-based) was expected to be a bool "
                                       f"tensor but is a {t.dtype.name} tensor")
    return [t.value for t in tensors]


def no_layout(layout):
    """TensorFlow's DTensor layout, which gradcli, on one device, has none of."""
    if layout is not None:
        raise ValueError("gradcli runs on one device: it takes no DTensor layout (layout=None)")
