"""TensorFlow's dtype objects: `float32`, `float64`, `int32`, `int64` and `bool`.

A tensor's `.dtype` is one of them, as `tf.Tensor.dtype` is a `tf.DType`. Each
compares equal to itself, to its numpy dtype or scalar type, and to its name,
as TensorFlow's do; `as_dtype` turns any of those into the object itself.

    >>> float32, float32.name, float32 == "float32", float32 == float64
    (tf.float32, 'float32', True, False)
    >>> print(float32)
    <dtype: 'float32'>
    >>> as_dtype("double") is float64
    True
"""
import numpy as np


class DType:
    """One of TensorFlow's dtypes, backed by the numpy dtype that holds its values."""

    __slots__ = ("name", "numpy_dtype")

    def __init__(self, name):
        self.name = name
        self.numpy_dtype = np.dtype(name)  # the names of these five are numpy's too

    as_numpy_dtype = property(lambda self: self.numpy_dtype.type)
    is_floating = property(lambda self: self.numpy_dtype.kind == "f")
    is_integer = property(lambda self: self.numpy_dtype.kind in "iu")
    is_bool = property(lambda self: self.numpy_dtype.kind == "b")
    size = property(lambda self: self.numpy_dtype.itemsize)

    @property
    def min(self):
        return self._limits(f"Cannot find minimum value of {self}").min

    @property
    def max(self):
        return self._limits(f"Cannot find maximum value of {self}").max

    def _limits(self, refusal):
        if self.is_bool:
            raise TypeError(f"{refusal} with type {self}.")
        return np.finfo(self.numpy_dtype) if self.is_floating else np.iinfo(self.numpy_dtype)

    def __eq__(self, other):
        try:
            return self is as_dtype(other)
        except TypeError:
            return False  # as TensorFlow: a dtype is simply unequal to what is not one

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash(self.name)

    def __repr__(self):
        return f"tf.{self.name}"

    def __str__(self):
        return f"<dtype: '{self.name}'>"

    def __reduce__(self):
        return as_dtype, (self.name,)  # pickled (batch workers): the same object comes back


float32, float64, int32, int64, bool = (DType(name) for name in ("float32", "float64", "int32", "int64", "bool"))
DTYPES = (float32, float64, int32, int64, bool)

# Names TensorFlow accepts besides each dtype's own ("float" is float32 there, unlike numpy).
_BY_NAME = {**{d.name: d for d in DTYPES}, "float": float32, "double": float64}
_BY_NUMPY = {d.numpy_dtype: d for d in DTYPES}


def as_dtype(value):
    """`value` (a DType, a name such as 'float32', a numpy dtype or scalar type, float or bool) as a DType."""
    if type(value) is DType:
        return value
    if isinstance(value, str):
        found = _BY_NAME.get(value)
    elif value is None or value is int:
        found = None  # TensorFlow refuses these: Python's int names no width, and None no type
    else:
        try:
            found = _BY_NUMPY.get(np.dtype(value))
        except TypeError:
            found = None
    if found is None:
        raise TypeError(f"Cannot convert {value!r} to a TensorFlow DType; use one of "
                        + ", ".join(d.name for d in DTYPES))
    return found


def of_array(array):
    """The DType of a numpy array's values."""
    found = _BY_NUMPY.get(array.dtype)
    if found is None:
        raise TypeError(f"values of numpy dtype {array.dtype} have no TensorFlow dtype here; use one of "
                        + ", ".join(d.name for d in DTYPES))
    return found
