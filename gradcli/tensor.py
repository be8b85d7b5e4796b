"""Tensors, and the primitives whose application to them tapes record.

A `Tensor` wraps a numpy value. Every differentiable operation is a `Primitive`,
applied through `apply`, which computes the value and has `recording` record it
on each active tape that is watching one of its inputs. Nothing here knows any
derivative: the rules are in the table of `primitives.py`, the backward walk in
`tape.py`.

    >>> x = constant([1.0, 2.0])
    >>> (x * x).numpy()
    array([1., 4.])
"""
import contextlib
import itertools
import math

import numpy as np

from gradcli.limits import LIMITS, check_elements
from gradcli.recording import ACTIVE, RECYCLED, record, reusable_buffer


class InvalidArgumentError(ValueError):
    """An operation got arguments it cannot work with (shapes, axes, indices)."""


_keys = itertools.count()  # tensors in creation order: an operation's inputs come before it


class Primitive:
    """An operation the tape can record: a forward function on numpy values and one VJP rule per input.

    `saves` says which values the rules read: "inputs", "ans" (the output), "all", or "shapes" (none).
    `writes_out` says whether forward can write into a given array (`out=`), as numpy's ufuncs can.
    """

    __slots__ = ("name", "forward", "vjps", "vjp_argnum", "differentiable", "saves", "writes_out")

    def __init__(self, name, forward, *vjps, vjp_argnum=None, saves="inputs", writes_out=None):
        self.name, self.forward, self.vjps, self.vjp_argnum, self.saves = name, forward, vjps, vjp_argnum, saves
        self.differentiable = vjp_argnum is not None or any(rule is not None for rule in vjps)
        # Whether forward takes `out=`, an array to write its (broadcast) result into: numpy's ufuncs do.
        self.writes_out = isinstance(forward, np.ufunc) if writes_out is None else writes_out

    def rules(self, n_inputs):
        """One VJP rule per input; variadic primitives (concat) derive theirs from the argument number."""
        if self.vjp_argnum is not None:
            return [lambda g, ans, *xs, i=i, **p: self.vjp_argnum(i, g, ans, *xs, **p) for i in range(n_inputs)]
        if len(self.vjps) != n_inputs:
            raise AssertionError(f"{self.name} has {len(self.vjps)} gradient rules for {n_inputs} inputs")
        return self.vjps

    def __call__(self, *inputs, **params):
        return apply(self, inputs, params)

    def __repr__(self):
        return f"<primitive {self.name}>"


class Tensor:
    """An immutable numpy value that can take part in differentiation."""

    __slots__ = ("value", "key")
    # Make numpy defer to our operators: `np.float64(2) * t` calls `t.__rmul__`.
    __array_ufunc__ = None

    def __init__(self, value):
        self.value = value
        self.key = next(_keys)  # how tapes know it: unlike id(), never reused

    shape = property(lambda self: self.value.shape)
    dtype = property(lambda self: self.value.dtype)
    ndim = property(lambda self: self.value.ndim)
    size = property(lambda self: int(self.value.size))

    def numpy(self):
        """The value as a numpy array (a numpy scalar for a 0-d tensor)."""
        return self.value.copy() if isinstance(self.value, np.ndarray) and self.value.ndim else self.value[()]

    def __repr__(self):
        body = repr(self.value.item()) if self.ndim == 0 else np.array2string(self.value, separator=", ")
        return f"<gradcli.Tensor: shape={self.shape}, dtype={self.dtype}, numpy={body}>"

    def __array__(self, dtype=None, copy=None):
        return np.asarray(self.value, dtype=dtype)

    def __len__(self):
        if self.ndim == 0:
            raise TypeError("len() of a 0-d tensor")
        return self.value.shape[0]

    def __iter__(self):
        return (self[i] for i in range(len(self)))

    def __bool__(self):
        return bool(self.value)

    def __float__(self):
        return float(self.value)

    def __int__(self):
        return int(self.value)

    def __index__(self):
        if self.value.dtype.kind not in "iu" or self.ndim:
            raise TypeError("only integer scalar tensors can be used as an index")
        return int(self.value)

    # Arithmetic records on the tape; the operator table is in ops.py.
    def __add__(self, other): return ops.add(self, other)
    def __radd__(self, other): return ops.add(other, self)
    def __sub__(self, other): return ops.subtract(self, other)
    def __rsub__(self, other): return ops.subtract(other, self)
    def __mul__(self, other): return ops.multiply(self, other)
    def __rmul__(self, other): return ops.multiply(other, self)
    def __truediv__(self, other): return ops.divide(self, other)
    def __rtruediv__(self, other): return ops.divide(other, self)
    def __pow__(self, other): return ops.power(self, other)
    def __rpow__(self, other): return ops.power(other, self)
    def __matmul__(self, other): return ops.matmul(self, other)
    def __rmatmul__(self, other): return ops.matmul(other, self)
    def __neg__(self): return ops.negative(self)
    def __pos__(self): return self
    def __abs__(self): return ops.abs(self)
    def __getitem__(self, index): return ops.getitem(self, index=normalize_index(index))

    # Comparisons give boolean tensors, which carry no gradient (as in TensorFlow).
    def __lt__(self, other): return compare(np.less, self, other)
    def __le__(self, other): return compare(np.less_equal, self, other)
    def __gt__(self, other): return compare(np.greater, self, other)
    def __ge__(self, other): return compare(np.greater_equal, self, other)
    def __eq__(self, other): return compare(np.equal, self, other)
    def __ne__(self, other): return compare(np.not_equal, self, other)
    __hash__ = object.__hash__


def compare(ufunc, a, b):
    """A boolean tensor of `ufunc` (np.less, ...) on a and b: comparisons carry no gradient, as in TensorFlow."""
    a, b = convert_inputs((a, b))
    return Tensor(ufunc(a.value, b.value))


# ----- Conversion -----

class _Conversion:
    """How Python numbers and lists become tensors: as `floats` (ints too), or with TensorFlow's inference."""

    def __init__(self, floats, tensorflow):
        self.floats, self.tensorflow = np.dtype(floats), tensorflow


_conversions = [_Conversion(np.float64, tensorflow=False)]
_TENSORFLOW_INTEGERS = np.dtype(np.int32)


def default_dtype():
    """The float dtype given to numbers and lists that become tensors."""
    return _conversions[-1].floats


@contextlib.contextmanager
def default_dtype_scope(dtype, tensorflow=False):
    """Within this block, numbers and lists become tensors of `dtype`; with `tensorflow`, they are inferred as
    TensorFlow infers them instead: ints int32, floats `dtype`, numpy arrays keeping their own dtype."""
    _conversions.append(_Conversion(dtype, tensorflow))
    try:
        yield
    finally:
        _conversions.pop()


def constant(value, dtype=None):
    """A tensor holding `value` (a number, a nested list or an array), float64 by default.

    An object whose class has a `tensor_conversion` method (a TensorFlow variable) becomes what it returns."""
    if isinstance(value, Tensor):
        return value if dtype is None or value.dtype == np.dtype(dtype) else Tensor(value.value.astype(dtype))
    conversion = getattr(type(value), "tensor_conversion", None)
    if conversion is not None:
        return constant(conversion(value), dtype)
    if isinstance(value, (list, tuple)) and _holds_tensor(value):
        return ops.pack(value, dtype)
    try:
        array = np.array(value, dtype=dtype or _inferred_dtype(value))
    except (TypeError, ValueError, OverflowError) as exc:
        raise InvalidArgumentError(f"cannot make a tensor of {value!r}: {exc}") from None
    if array.dtype == object or array.dtype.kind in "USV":
        raise InvalidArgumentError(f"cannot make a tensor of {value!r}")
    return Tensor(array)


def _inferred_dtype(value):
    conversion = _conversions[-1]
    if not conversion.tensorflow:
        return conversion.floats
    if isinstance(value, (np.ndarray, np.generic)):
        return value.dtype
    numbers = np.asarray(value)  # only to see what the Python numbers are: bool, int or float
    if numbers.dtype.kind in "iu":  # int32, unless a number needs int64 (then numpy says so for the rest)
        fits = numbers.size == 0 or (numbers.min() >= np.iinfo(np.int32).min and numbers.max() <= np.iinfo(np.int32).max)
        return _TENSORFLOW_INTEGERS if fits else np.dtype(np.int64)
    return np.dtype(bool) if numbers.dtype.kind == "b" else conversion.floats


def _holds_tensor(items):
    return any(isinstance(v, Tensor) or hasattr(type(v), "tensor_conversion")
               or (isinstance(v, (list, tuple)) and _holds_tensor(v)) for v in items)


def convert_inputs(inputs):
    """`inputs` as tensors; numbers take the dtype of the first tensor among them when they fit it
    (an int any numeric dtype, a float a float dtype), as TensorFlow's operators convert them."""
    for x in inputs:
        if type(x) is not Tensor:
            break
    else:
        return inputs
    like = None
    for x in inputs:
        if type(x) is Tensor:
            like = x.value.dtype
            break
    return tuple(x if type(x) is Tensor else _scalar(x, _adopted(x, like)) for x in inputs)


def _adopted(number, like):
    """The dtype a Python number takes beside a tensor of dtype `like`; None for the default."""
    if like is None or type(number) not in (int, float):
        return None
    if like.kind == "f" or (type(number) is int and like.kind in "iu"):
        return like
    return None


_scalars = {}  # (number, sign, dtype) -> its tensor: loops like `y = f(y) * 1.0001` convert the same number


def _scalar(value, dtype):
    """`value` as a tensor, shared when it is a plain number (tensors are immutable, so sharing is safe)."""
    if type(value) not in (int, float):
        return constant(value, dtype)
    dtype = dtype or _inferred_dtype(value)  # the key holds the dtype it gets now, whatever the conversion in force
    key = (value, math.copysign(1.0, value), dtype)  # 0.0 == -0.0, but they are different numbers
    tensor = _scalars.get(key)
    if tensor is None:
        if len(_scalars) > 1024:
            _scalars.clear()
        tensor = _scalars[key] = constant(value, dtype)
    return tensor


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
    number = value.value if isinstance(value, Tensor) else value
    if isinstance(number, (bool, np.bool_)) or np.ndim(number) != 0 or number != int(number):
        raise InvalidArgumentError(
            f"only integers, slices (:), None and ... are valid indices, not {value!r}")
    return int(number)


# ----- Applying primitives -----

def apply(prim, inputs, params):
    """Run a primitive on tensors and record it on every active tape that watches one of its inputs."""
    inputs = convert_inputs(inputs)
    if LIMITS.max_elements is not None and len(inputs) > 1 and isinstance(prim.forward, np.ufunc):
        _check_broadcast(prim, inputs)
    values = [x.value for x in inputs]
    if RECYCLED and prim.writes_out:
        buffer = reusable_buffer(values)
        if buffer is not None:
            params = {**params, "out": buffer}
    try:
        value = prim.forward(*values, **params)
    except (ValueError, IndexError, TypeError) as exc:
        raise InvalidArgumentError(f"{prim.name}: {str(exc).strip()}") from None
    except MemoryError:
        raise InvalidArgumentError(f"{prim.name}: not enough memory for the result") from None
    out = Tensor(value)
    if ACTIVE and prim.differentiable:
        record(prim, inputs, params, out)
    return out


def _check_broadcast(prim, inputs):
    """Refuse an elementwise operation whose broadcast result would be beyond the size limit."""
    shapes = [x.value.shape for x in inputs]
    if any(shape != shapes[0] for shape in shapes):
        try:
            result = np.broadcast_shapes(*shapes)
        except ValueError:
            return  # shapes that do not broadcast: the operation itself says so
        check_elements(math.prod(result), f"the result of {prim.name}")


from gradcli import ops  # noqa: E402  (ops builds on the names above)
