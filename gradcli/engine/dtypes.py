"""TensorFlow's dtype objects: the floats `float16`, `bfloat16`, `float32` and `float64`, the integers `int8` to
`int64` and `uint8` to `uint64`, `bool`, and the complex `complex64` and `complex128`.

A tensor's `.dtype` is one of them, as `tf.Tensor.dtype` is a `tf.DType`. Each
compares equal to itself, to its numpy dtype or scalar type, and to its names,
as TensorFlow's do; `as_dtype` turns any of those into the object itself.

    >>> float32, float32.name, float32 == "float32", float32 == float64
    (tf.float32, 'float32', True, False)
    >>> print(float32)
    <dtype: 'float32'>
    >>> as_dtype("double") is float64, as_dtype("half") is float16
    (True, True)

bfloat16 has no numpy dtype (TensorFlow borrows ml_dtypes' one, which gradcli
does without). Its values are float32 numbers rounded to bfloat16's 8
significant bits (`to_bfloat16`), held as float32 of the swapped byte order: a
numpy dtype no other TensorFlow dtype uses, so that an array's numpy dtype
still names its tensor's TensorFlow dtype, and arrays made like a bfloat16 one
(zeros of its dtype, reshapes, slices) are bfloat16 too. Arithmetic on them
gives ordinary float32, which `tensor.apply` rounds back to bfloat16
(`narrowed`), as TensorFlow's bfloat16 kernels compute in float32 and round each
result. It does the same for float16, whose numbers numpy would round after each
step of a kernel where TensorFlow's kernels round only their result.
"""
import numpy as np

BFLOAT16_STORAGE = np.dtype(np.float32).newbyteorder()  # swapped: never the native float32 of any other dtype
_BFLOAT16_LARGEST = 3.3895313892515355e38  # (2 - 2**-7) * 2**127: bfloat16's 8 significant bits at float32's range


class BFloat16Type:
    """bfloat16's as_numpy_dtype: where TensorFlow gives ml_dtypes' scalar type, and prints it so, this class
    stands for it; numpy takes it as a dtype (by its `dtype`), that which holds bfloat16 here."""

    dtype = BFLOAT16_STORAGE


BFloat16Type.__module__, BFloat16Type.__qualname__ = "ml_dtypes", "bfloat16"  # printed as ml_dtypes' type prints


class DType:
    """One of TensorFlow's dtypes: its name, the numpy dtype that holds its values, and the name TensorFlow's
    kernels give it in their messages ("float" for float32, "half" for float16)."""

    __slots__ = ("name", "numpy_dtype", "kernel_name")

    def __init__(self, name, numpy_dtype, kernel_name=None):
        self.name, self.numpy_dtype = name, np.dtype(numpy_dtype)
        self.kernel_name = kernel_name or name

    kind = property(lambda self: self.numpy_dtype.kind)  # numpy's letter: f, i, u, b or c
    is_floating = property(lambda self: self.kind == "f")
    is_integer = property(lambda self: self.kind in "iu")
    is_unsigned = property(lambda self: self.kind == "u")
    is_complex = property(lambda self: self.kind == "c")
    is_bool = property(lambda self: self.kind == "b")
    size = property(lambda self: 2 if self is bfloat16 else self.numpy_dtype.itemsize)  # the bytes TensorFlow's takes
    base_dtype = property(lambda self: self)

    @property
    def as_numpy_dtype(self):
        """numpy's scalar type of the dtype (for bfloat16, which has none, `BFloat16Type`)."""
        return BFloat16Type if self is bfloat16 else self.numpy_dtype.type

    @property
    def real_dtype(self):
        """The dtype of a complex dtype's real and imaginary parts; any other dtype's is itself."""
        return {"complex64": float32, "complex128": float64}.get(self.name, self)

    @property
    def min(self):
        return self._limit(f"Cannot find minimum value of {self}", lambda limits: limits.min, -1)

    @property
    def max(self):
        return self._limit(f"Cannot find maximum value of {self}", lambda limits: limits.max, 1)

    def _limit(self, refusal, extreme, sign):
        if self.is_bool or self.is_complex:
            raise TypeError(f"{refusal} with type {self}.")
        if self is bfloat16:  # a bfloat16 number, as TensorFlow's limits are numbers of the dtype
            return np.array(sign * _BFLOAT16_LARGEST, BFLOAT16_STORAGE)
        return extreme(np.finfo(self.numpy_dtype) if self.is_floating else np.iinfo(self.numpy_dtype))

    def is_compatible_with(self, other):
        return self == other

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


# In the order TensorFlow's messages list them: floats, signed and unsigned integers, complex, bool.
bfloat16 = DType("bfloat16", BFLOAT16_STORAGE)
float16 = DType("float16", np.float16, "half")
float32 = DType("float32", np.float32, "float")
float64 = DType("float64", np.float64, "double")
int8, int16, int32, int64 = (DType(f"int{bits}", f"int{bits}") for bits in (8, 16, 32, 64))
uint8, uint16, uint32, uint64 = (DType(f"uint{bits}", f"uint{bits}") for bits in (8, 16, 32, 64))
complex64, complex128 = DType("complex64", np.complex64), DType("complex128", np.complex128)
bool = DType("bool", np.bool_)  # noqa: A001 (TensorFlow's name, tf.bool)
DTYPES = (bfloat16, float16, float32, float64, int8, int16, int32, int64, uint8, uint16, uint32, uint64,
          complex64, complex128, bool)
NARROW = (bfloat16, float16)  # TensorFlow's kernels compute them in float32, and round what they compute

# Names TensorFlow accepts besides each dtype's own ("float" is float32 there, unlike numpy).
_BY_NAME = {**{d.name: d for d in DTYPES}, "half": float16, "float": float32, "double": float64}
_BY_NUMPY = {d.numpy_dtype: d for d in DTYPES}
# TensorFlow's dtypes that hold no numbers gradcli computes with (strings, handles, quantized and 8-bit floats).
_NOT_HELD = ("string", "resource", "variant", "qint8", "quint8", "qint16", "quint16", "qint32", "int4", "uint4",
             "int2", "uint2", "float8_e4m3fn", "float8_e5m2", "float8_e4m3fnuz", "float8_e4m3b11fnuz",
             "float8_e5m2fnuz")


def as_dtype(type_value):
    """`type_value` (a DType, a name such as 'float32', a numpy dtype or scalar type, float or bool) as a DType."""
    if type(type_value) is DType:
        return type_value
    if isinstance(type_value, str):
        found = _BY_NAME.get(type_value)
        if type_value in _NOT_HELD:
            raise TypeError(f"gradcli has no tensors of TensorFlow's dtype {type_value}; its dtypes are "
                            + ", ".join(d.name for d in DTYPES))
    elif type_value is None or type_value is int or type_value is complex:
        found = None  # TensorFlow refuses these: Python's int names no width, None no type, and complex neither
    else:
        try:
            found = _BY_NUMPY.get(np.dtype(type_value))
        except TypeError:
            found = None
    if found is None:
        raise TypeError(f"Cannot convert the argument `type_value`: {type_value!r} to a TensorFlow DType.")
    return found


def of_array(array):
    """The DType of a numpy array's values."""
    found = _BY_NUMPY.get(array.dtype)
    if found is None:
        raise TypeError(f"values of numpy dtype {array.dtype} have no TensorFlow dtype here; use one of "
                        + ", ".join(d.name for d in DTYPES))
    return found


def kinds_named(kinds):
    """The kernel names of the dtypes of numpy's `kinds` ("fc": the floats and complex), as TensorFlow's
    messages list the dtypes an operation takes: "bfloat16, half, float, double, complex64, complex128"."""
    return ", ".join(d.kernel_name for d in DTYPES if d.kind in kinds)


def to_bfloat16(values):
    """`values` (real numbers) rounded to bfloat16, to the nearest and ties to even, held as bfloat16's
    storage. Through float32, as TensorFlow converts to bfloat16 (so a float64 is rounded twice)."""
    single = np.asarray(values, dtype=np.float32)
    bits = single.view(np.uint32).astype(np.uint64)  # wide enough that adding half a unit never wraps
    rounded = np.asarray((bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000, dtype=np.uint32).view(np.float32)
    # A NaN stays a NaN: rounding up its low bits could carry them into inf's pattern.
    return np.where(np.isnan(single), single, rounded).astype(BFLOAT16_STORAGE)


class _BFloat16Steps(np.ndarray):
    """float32 numbers that numpy rounds to bfloat16 after each operation on them: what TensorFlow's bfloat16
    kernels compute where they round each step (its gradient kernels: g y (1 - y) is three roundings)."""

    def __array_ufunc__(self, ufunc, method, *inputs, out=None, **kwargs):
        plain = [np.asarray(x) if isinstance(x, np.ndarray) else x for x in inputs]  # (numbers stay Python's)
        if method == "accumulate":  # a running sum or product: rounded after each step along the axis
            return _accumulated_in_steps(ufunc, plain[0], kwargs.get("axis", 0)).view(_BFloat16Steps)
        result = getattr(ufunc, method)(*plain, **kwargs)
        if getattr(result, "dtype", None) is None or result.dtype.kind != "f":
            return result  # comparisons: booleans, not numbers to round
        rounded = to_bfloat16(result).astype(np.float32)
        if out is None:
            return rounded.view(_BFloat16Steps)
        np.copyto(out[0], rounded)
        return out[0].view(_BFloat16Steps)


def _accumulated_in_steps(ufunc, x, axis):
    """ufunc.accumulate of float32 `x` along `axis`, each running value rounded to bfloat16."""
    steps = np.moveaxis(np.asarray(x, np.float32), axis, 0)
    out = np.empty_like(steps)
    for i, step in enumerate(steps):
        out[i] = step if i == 0 else to_bfloat16(ufunc(out[i - 1], step))
    return np.moveaxis(out, 0, axis)


def bfloat16_steps(array):
    """bfloat16 numbers as float32 that numpy rounds to bfloat16 after each operation."""
    return np.asarray(array, dtype=np.float32).view(_BFloat16Steps)


def narrowed(array, dtype):
    """A float32 result as `dtype`, float16 or bfloat16, rounded to the nearest (ties to even)."""
    return to_bfloat16(array) if dtype is bfloat16 else array.astype(np.float16)


def is_bfloat16(value):
    """Whether `value` is a numpy array (or scalar, or dtype) of bfloat16 numbers."""
    if isinstance(value, (np.ndarray, np.generic)):
        value = value.dtype
    return isinstance(value, np.dtype) and value == BFLOAT16_STORAGE
