"""Tensors, and the primitives whose application to them tapes record.

A `Tensor` wraps a numpy value; its `dtype` is one of TensorFlow's (`dtypes.py`).
Every differentiable operation is a `Primitive`, applied through `apply`, which
computes the value, has `recording` record it on each active tape that is
watching one of its inputs, and has each forward-mode accumulator carry its
tangent through it. Nothing here knows any derivative: the rules are in
the table of `ops.py`, the backward walk in `tape.py`.

As in TensorFlow, the inputs of an operation share one dtype (a float32 tensor
plus a float64 one is an error), while Python numbers and lists take the dtype
of the tensor they meet; and arithmetic reads subnormal numbers as zero, as
TensorFlow's CPU kernels (which run with denormals-are-zero) do.

    >>> x = constant([1.0, 2.0])
    >>> (x * x).numpy()
    array([1., 4.])
"""
import contextlib
import itertools
import math
import operator

import numpy as np

from gradcli.engine import dtypes, recording
from gradcli.words.errors import (ComputationError, DtypeMismatch, DtypeRefused, InvalidArgumentError,
                                   LimitExceeded, OperationError, failure_text)
from gradcli.engine.kernels import check_broadcast, normalize_index
from gradcli.engine.limits import LIMITS, check_elements
from gradcli.engine.recording import ACTIVE, DONATED, FORWARD, RECYCLED, record, reusable_buffer
from gradcli.engine.shown import Shown
from gradcli.engine.subnormal import SUBNORMAL, holds_subnormal, read_as_zero
from gradcli.engine.work import inputs_work

_keys = itertools.count()  # tensors in creation order: an operation's inputs come before it


ALL_INPUTS = "all"  # a Primitive's same_dtype for operations whose inputs must all share one dtype
ANY_KIND = "fiucb"  # a Primitive's takes for operations on every dtype: floats, integers, complex and bool


# A Primitive's `jvps` for an operation whose jacobian is symmetric (an elementwise function's is diagonal):
# its VJP rule, given a tangent instead of a gradient, is its JVP rule.
SYMMETRIC = "symmetric"


# Arithmetic on two numpy float scalars, as Python's operators compute it (numpy's scalar arithmetic): the same
# IEEE operation as the ufunc's, without the ufunc's dispatch, which costs ten times the arithmetic on scalars.
SCALAR_OPERATORS = {np.add: operator.add, np.subtract: operator.sub, np.multiply: operator.mul,
                    np.divide: operator.truediv}
FLOAT_SCALARS = (np.float64, np.float32)
_NATIVE_FLOATS = (np.dtype(np.float64), np.dtype(np.float32))


class Primitive:
    """An operation the tape can record: a forward function on numpy values, one VJP rule per input, and one JVP
    rule per input.

    A JVP rule `rule(t, ans, *inputs, **params)` maps the tangent `t` of one input to its part of the output's
    tangent (of the output's shape, or broadcasting to it); None where that part is nothing, as it is where the
    VJP rule is None or gives zeros whatever its gradient (TensorFlow's forward mode transposes the VJP, so such
    an input carries no tangent). `jvps=SYMMETRIC` says the VJP rules serve; variadic primitives (concat) give
    `jvp_argnum(i, t, ans, *inputs, **params)` instead.

    `saves` says which values the rules read: "inputs", "ans" (the output), "all", or "shapes" (none).
    `writes_out` says whether forward can write into a given array (`out=`), as numpy's ufuncs can.
    `same_dtype` lists the inputs that must share a dtype (None: all of them; () none), and `op` is TensorFlow's
    name for the operation, which its messages about them use. `moves_data` marks an operation that only
    moves values (reshape, transpose): it keeps subnormal numbers, where arithmetic reads them as zero.

    `takes` lists the kinds of dtype (numpy's letters: f, i, u, c, b) its kernel takes, as TensorFlow registers
    kernels (sin takes "fc": floats and complex), judged by the input at `dtype_input`. Inputs of float16 or
    bfloat16 are computed with in float32, and the result rounded back, unless the operation `converts`
    between dtypes (cast) or only moves data; a kernel that `rounds_each_step` (TensorFlow's gradient kernels,
    g y (1 - y)) rounds after each of its steps instead.

    `work(*values, **params)`: its forward function's work, as elements numpy makes (1 ns each) in that time,
    where more than its inputs' elements (a matmul's); charged before it runs, a huge operation is refused.

    `opaque` marks rules that run code the engine does not control (a custom gradient's `grad_fn`): a VJP rule
    may give None (no gradient for that input) and a JVP rule too (no tangent), and what they are given or
    give back may be held elsewhere, so that a backward pass never reuses it in place.
    """

    __slots__ = ("name", "forward", "vjps", "vjp_argnum", "jvps", "jvp_argnum", "differentiable", "saves",
                 "keeps_inputs", "keeps_ans", "writes_out", "same_dtype", "op", "moves_data", "pair_of_one_dtype",
                 "kinds", "takes", "dtype_input", "rounds_each_step", "opaque", "is_ufunc",
                 "scalar_operator", "work")

    def __init__(self, name, forward, *vjps, vjp_argnum=None, jvps=(), jvp_argnum=None, saves="inputs",
                 writes_out=None, same_dtype=None, op=None, moves_data=False, takes=ANY_KIND, dtype_input=0,
                 converts=False, rounds_each_step=False, opaque=False, work=None):
        self.name, self.forward, self.vjps, self.vjp_argnum, self.saves = name, forward, vjps, vjp_argnum, saves
        # What a lean node keeps (recording.Node), answered once here rather than at every operation recorded.
        self.keeps_inputs, self.keeps_ans = saves in ("all", "inputs"), saves in ("all", "ans")
        self.opaque = opaque
        self.work = work or inputs_work  # (elementwise operations, reductions and moves do their inputs' work)
        self.jvps, self.jvp_argnum = (vjps if jvps is SYMMETRIC else jvps), jvp_argnum
        self.differentiable = vjp_argnum is not None or any(rule is not None for rule in vjps)
        # Whether forward takes `out=`, an array to write its (broadcast) result into: numpy's ufuncs do.
        self.is_ufunc = isinstance(forward, np.ufunc)
        self.scalar_operator = SCALAR_OPERATORS.get(forward) if self.is_ufunc else None
        self.writes_out = self.is_ufunc if writes_out is None else writes_out
        self.moves_data = moves_data
        self.op = op or "".join(part.capitalize() for part in name.split("_"))
        self.same_dtype = ALL_INPUTS if same_dtype is None else same_dtype
        # Two inputs of one dtype, the common case, get one inline test in apply.
        self.pair_of_one_dtype = self.same_dtype is ALL_INPUTS and vjp_argnum is None and len(vjps) == 2
        # Each numpy dtype the kernel takes -> the narrow dtype its result is rounded to, or False: one lookup in
        # apply, which refuses the dtypes it lacks.
        self.kinds, self.dtype_input, self.rounds_each_step = takes, dtype_input, rounds_each_step
        self.takes = {d.numpy_dtype: d if d in dtypes.NARROW and not converts else False
                      for d in dtypes.DTYPES if d.kind in takes}

    def rules(self, n_inputs):
        """One VJP rule per input; variadic primitives (concat) derive theirs from the argument number."""
        if self.vjp_argnum is None and len(self.vjps) == n_inputs:  # the common case, at every node of a backward pass
            return self.vjps
        return self._per_input(self.vjps, self.vjp_argnum, n_inputs, "gradient")

    def tangent_rules(self, n_inputs):
        """One JVP rule (or None) per input, as `rules` gives VJP rules."""
        return self._per_input(self.jvps, self.jvp_argnum, n_inputs, "tangent")

    def _per_input(self, rules, argnum, n_inputs, kind):
        if argnum is not None:
            return [lambda g, ans, *xs, i=i, **p: argnum(i, g, ans, *xs, **p) for i in range(n_inputs)]
        if len(rules) != n_inputs:
            raise AssertionError(f"{self.name} has {len(rules)} {kind} rules for {n_inputs} inputs")
        return rules

    def __call__(self, *inputs, **params):
        return apply(self, inputs, params)

    def __repr__(self):
        return f"<primitive {self.name}>"


class Tensor(Shown):
    """An immutable numpy value that can take part in differentiation."""

    __slots__ = ("value", "key", "shape", "__weakref__")
    # Make numpy defer to our operators: `np.float64(2) * t` calls `t.__rmul__`.
    __array_ufunc__ = None

    def __init__(self, value):
        self.value = value
        self.key = next(_keys)  # how tapes know it: unlike id(), never reused
        self.shape = value.shape  # read at every step of a backward pass: an attribute, not a property

    dtype = property(lambda self: dtypes.of_array(self.value))
    ndim = property(lambda self: self.value.ndim)
    size = property(lambda self: int(self.value.size))

    def numpy(self):
        """The value as a numpy array (a numpy scalar for a 0-d tensor; numpy has no bfloat16 scalar, so a 0-d
        bfloat16 tensor's is a 0-d array)."""
        if isinstance(self.value, np.ndarray) and (self.value.ndim or dtypes.is_bfloat16(self.value)):
            return self.value.copy()
        return self.value[()]

    def __array__(self, dtype=None, copy=None):  # (the tensor's own buffer read-only, as TensorFlow's: np.asarray(t))
        array = np.asarray(self.value, dtype=dtype)
        return np.lib.stride_tricks.as_strided(array, writeable=False) if array is self.value else array

    def __len__(self):
        if self.ndim == 0:
            raise TypeError("len() of a 0-d tensor")
        return self.value.shape[0]

    def __iter__(self):
        return (self[i] for i in range(len(self)))

    def __bool__(self): return bool(self.value)
    def __float__(self): return float(self.value)
    def __int__(self): return int(self.value)

    def __index__(self):
        if self.value.dtype.kind not in "iu" or self.ndim:
            raise TypeError("only integer scalar tensors can be used as an index")
        return int(self.value)

    # Arithmetic records on the tape; the operator table is in ops.py. (The commonest go straight to `apply`.)
    def __add__(self, other): return apply(ops.add, (self, hinted(other, self)), NO_PARAMS)
    def __radd__(self, other): return apply(ops.add, (other, self), NO_PARAMS)
    def __sub__(self, other): return apply(ops.subtract, (self, other), NO_PARAMS)
    def __rsub__(self, other): return apply(ops.subtract, (other, self), NO_PARAMS)
    def __mul__(self, other): return apply(ops.multiply, (self, other), NO_PARAMS)
    def __rmul__(self, other): return apply(ops.multiply, (other, self), NO_PARAMS)
    def __truediv__(self, other): return ops.truediv(self, other)
    def __rtruediv__(self, other): return ops.truediv(other, self)
    def __floordiv__(self, other): return ops.floordiv(self, other)
    def __rfloordiv__(self, other): return ops.floordiv(other, self)
    def __mod__(self, other): return ops.floormod(self, other)
    def __rmod__(self, other): return ops.floormod(other, self)
    def __pow__(self, other): return ops.power(self, other)
    def __rpow__(self, other): return ops.power(other, self)
    def __matmul__(self, other): return ops.matmul(self, hinted(other, self))
    def __rmatmul__(self, other): return ops.matmul(other, self)
    def __neg__(self): return apply(ops.negative, (self,), NO_PARAMS)
    def __pos__(self): raise TypeError("bad operand type for unary +: 'tensorflow.python.framework.ops.EagerTensor'")
    def __abs__(self): return ops.abs(self)
    # & | ^ ~: logic on booleans, bits of integers, as TensorFlow picks by the first operand's dtype.
    def __and__(self, other): return _logic(ops.logical_and, ops.bitwise_and, self, hinted(other, self))
    def __rand__(self, other): return _logic(ops.logical_and, ops.bitwise_and, hinted(other, self), self)
    def __or__(self, other): return _logic(ops.logical_or, ops.bitwise_or, self, hinted(other, self))
    def __ror__(self, other): return _logic(ops.logical_or, ops.bitwise_or, hinted(other, self), self)
    def __xor__(self, other): return _logic(ops.logical_xor, ops.bitwise_xor, self, hinted(other, self))
    def __rxor__(self, other): return _logic(ops.logical_xor, ops.bitwise_xor, hinted(other, self), self)
    def __invert__(self): return _logic(ops.logical_not, ops.invert, self)

    def __getitem__(self, index):
        if isinstance(index, Tensor) and index.value.dtype == bool:  # x[x > 0], as TensorFlow's boolean_mask
            return ops.select(self, index.value)
        return ops.getitem(self, index=normalize_index(index))

    # Comparisons give boolean tensors, which carry no gradient (as in TensorFlow).
    def __lt__(self, other): return ops.less(self, other)
    def __le__(self, other): return ops.less_equal(self, other)
    def __gt__(self, other): return ops.greater(self, other)
    def __ge__(self, other): return ops.greater_equal(self, other)
    def __eq__(self, other): return ops.equal(self, other)
    def __ne__(self, other): return ops.not_equal(self, other)
    __hash__ = object.__hash__


def _logic(on_booleans, on_bits, first, *rest):
    first = constant(first)
    return (on_booleans if first.value.dtype == bool else on_bits)(first, *rest)


# ----- Conversion -----

class _Conversion:
    """How Python numbers and lists become tensors: as `floats` (ints too), or with TensorFlow's inference."""

    def __init__(self, floats, tensorflow):
        self.floats, self.tensorflow = dtypes.as_dtype(floats).numpy_dtype, tensorflow


_conversions = [_Conversion(np.float64, tensorflow=False)]
_TENSORFLOW_INTEGERS = np.dtype(np.int32)


def default_dtype():
    """The float dtype given to numbers and lists that become tensors."""
    return _conversions[-1].floats


def infers_like_tensorflow():
    """Whether numbers and lists become tensors as in TensorFlow (ints int32), as in TensorFlow code."""
    return _conversions[-1].tensorflow


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

    Lists may hold tensors, which are stacked (TensorFlow's auto-packing, as its operations do). An object
    whose class has a `tensor_conversion` method (a TensorFlow variable) becomes what it returns."""
    if isinstance(value, Tensor):
        numpy_dtype = None if dtype is None else dtypes.as_dtype(dtype).numpy_dtype
        return value if numpy_dtype in (None, value.value.dtype) else Tensor(_astype(value.value, numpy_dtype))
    conversion = getattr(type(value), "tensor_conversion", None)
    if conversion is not None:
        return constant(conversion(value), dtype)
    if isinstance(value, (list, tuple)) and holds_tensor(value):
        return ops.pack(value, dtype)
    python = not isinstance(value, (np.ndarray, np.generic))
    numbers = _guarded_array(value, np.asarray, value) if python else value
    numpy_dtype = _inferred_dtype(value, numbers) if dtype is None else dtypes.as_dtype(dtype).numpy_dtype
    if python and numbers.dtype.kind in "uO" and numpy_dtype.kind == "f" and not infers_like_tensorflow():
        value = _as_floats(value)  # a formula's numbers are floats, an integer beyond int64's range too
        numbers = np.asarray(value)
    if python:
        _refuse_what_tensorflow_cannot_convert(value, numbers, numpy_dtype)
        _refuse_inexact_numbers(value, numbers, numpy_dtype)
    with np.errstate(over="ignore"):  # beyond float16's range is inf, as in TensorFlow
        array = _guarded_array(value, _array_of, value, numbers, numpy_dtype, python)
    if array.dtype == object or array.dtype.kind in "USV":
        raise InvalidArgumentError(f"cannot make a tensor of {value!r}")
    tensor = Tensor(array)
    if numpy_dtype.kind == "f" and numpy_dtype != np.float16 and holds_subnormal(array):
        SUBNORMAL.add(tensor.key)
    return tensor


def _guarded_array(value, make, *args):
    """`make(*args)`, an array of `value`, with numpy's refusal of it said as gradcli's."""
    try:
        return make(*args)
    except (TypeError, ValueError, OverflowError) as exc:
        if "inhomogeneous" in str(exc):  # rows of different lengths: TensorFlow's words
            raise ValueError("Can't convert non-rectangular Python sequence to Tensor.") from None
        raise InvalidArgumentError(f"cannot make a tensor of {value!r}: {exc}") from None


def _array_of(value, numbers, numpy_dtype, python):
    """`value` (whose numbers, as numpy reads them, are `numbers`) as an array of `numpy_dtype`."""
    if dtypes.is_bfloat16(numpy_dtype):
        return dtypes.to_bfloat16(numbers)
    if python and numpy_dtype.kind in "iu":
        return _wrapped_integers(numbers, numpy_dtype)
    return np.array(value, dtype=numpy_dtype)


def _wrapped_integers(numbers, numpy_dtype):
    """Python integers as `numpy_dtype`, wrapped around its range as TensorFlow converts them (300 is 44 as an
    int8)."""
    return numbers.astype(numpy_dtype)


def _refuse_what_tensorflow_cannot_convert(value, numbers, numpy_dtype):
    """Refuse what TensorFlow cannot make a tensor of `numpy_dtype`: integers beyond int64's range (uint64's,
    for uint64; numpy holds those beyond it as objects), and lists that mix kinds of number, as TensorFlow
    judges them by their first: after a real number no complex one, after a boolean nothing else."""
    beyond_int64 = numbers.size and numbers.dtype.kind == "u" and numpy_dtype != np.uint64
    if beyond_int64 or (numbers.dtype == object and any(type(v) is int for v in numbers.flat)):
        raise ValueError("Can't convert Python sequence with out-of-range integer to Tensor.")
    if numbers.ndim and numbers.dtype.kind in "iufc":
        first = _first_number(value)
        if (numbers.dtype.kind == "c" and not isinstance(first, complex)) or isinstance(first, bool):
            raise ValueError("Can't convert Python sequence with mixed types to Tensor.")


def _astype(array, numpy_dtype):
    """A numpy array converted to `numpy_dtype`, rounded to bfloat16 where that is the dtype."""
    return dtypes.to_bfloat16(array) if dtypes.is_bfloat16(numpy_dtype) else array.astype(numpy_dtype)


def _inferred_dtype(value, numbers):
    """The numpy dtype TensorFlow gives `value` (whose numbers, as numpy reads them, are `numbers`): bool, int32
    (int64 where a number needs it), float32 and complex128 for Python's values, its own for numpy's."""
    conversion = _conversions[-1]
    if not conversion.tensorflow:
        return conversion.floats
    if isinstance(value, (np.ndarray, np.generic)):
        return value.dtype
    kind = numbers.dtype.kind
    if kind in "iu":  # int32, unless a number needs int64 (then numpy says so for the rest)
        int32 = np.iinfo(np.int32)
        fits = numbers.size == 0 or (numbers.min() >= int32.min and numbers.max() <= int32.max)
        return _TENSORFLOW_INTEGERS if fits else np.dtype(np.int64)
    if kind == "c":
        return np.dtype(np.complex128)
    return np.dtype(bool) if kind == "b" else conversion.floats


def _as_floats(value):
    """Nested lists of Python numbers with each integer a float (beyond float64's range, an OverflowError)."""
    if isinstance(value, (list, tuple)):
        return [_as_floats(item) for item in value]
    return float(value) if type(value) is int else value


def _first_number(value):
    """The first number of nested lists of numbers (None for an empty list)."""
    while isinstance(value, (list, tuple)):
        if not value:
            return None
        value = value[0]
    return value


def _refuse_inexact_numbers(value, numbers, numpy_dtype):
    """As TensorFlow: Python floats never become integers (2.0 neither), complex numbers never real ones, nor
    numbers booleans, nor booleans complex numbers."""
    kind, target = (numbers.dtype.kind if numbers.size else numpy_dtype.kind), numpy_dtype.kind  # [] has no kind
    if ((kind == "c" and target != "c") or (kind == "f" and target not in "fc") or (target == "b" and kind != "b")
            or (kind == "b" and target == "c")):
        raise TypeError(f"Cannot convert {value!r} to EagerTensor of dtype {dtypes.as_dtype(numpy_dtype).kernel_name}")


def holds_tensor(items):
    """Whether a nested list holds a tensor (or an object that converts to one) somewhere."""
    return any(isinstance(v, Tensor) or hasattr(type(v), "tensor_conversion")
               or (isinstance(v, (list, tuple)) and holds_tensor(v)) for v in items)


def convert_inputs(inputs):
    """`inputs` as tensors; numbers and lists take the dtype of the first (not boolean) tensor among them, as
    TensorFlow's operators convert them (a float beside an integer tensor is refused, as there); with no tensor
    among them, TensorFlow's inference takes the dtype of the first (tf.maximum(0., [1, -1]) is float32). What
    stands for a tensor (a variable) is its tensor, of its own dtype."""
    numbers = False
    for x in inputs:
        if type(x) is not Tensor:
            if type(x) is not float and type(x) is not int:
                return _converted(inputs)
            numbers = True
    if not numbers:
        return inputs
    for x in inputs:  # tensors and plain numbers, as in `y * 1.0001`: the numbers take the first tensor's dtype
        if type(x) is Tensor and x.value.dtype.kind != "b":
            like = x.value.dtype
            return tuple(x if type(x) is Tensor else _scalar(x, like) for x in inputs)
    return _converted(inputs)


def _converted(inputs):
    """convert_inputs for inputs that are not all tensors and numbers, or that hold no tensor of a dtype."""
    inputs = tuple(_tensor_it_stands_for(x) for x in inputs)
    like = None
    for x in inputs:
        if type(x) is Tensor and x.value.dtype.kind != "b":
            like = x.value.dtype
            break
    if like is None and infers_like_tensorflow() and not any(type(x) is Tensor for x in inputs):
        first = _scalar(inputs[0], None)
        return (first,) + tuple(_scalar(x, first.value.dtype) for x in inputs[1:])
    return tuple(x if type(x) is Tensor else _scalar(x, like) for x in inputs)


def _tensor_it_stands_for(value):
    """The tensor an object stands for (a variable's, by its class's `tensor_conversion`); else `value` itself."""
    conversion = getattr(type(value), "tensor_conversion", None)
    return value if conversion is None else conversion(value)


_scalars: dict = {}  # (number, type, sign, dtype) -> its tensor: loops like `y = f(y) * 1.0001` convert the same number


def _scalar(value, dtype):
    """`value` as a tensor, shared when it is a plain number (tensors are immutable, so sharing is safe)."""
    if type(value) not in (int, float):
        return constant(value, dtype)
    dtype = dtype or _inferred_dtype(value, np.asarray(value))  # the key holds the dtype it gets now
    # 2 == 2.0 and 0.0 == -0.0, but an int tensor takes 2 and refuses 2.0, and -0.0 is a different number
    key = (value, type(value), math.copysign(1.0, value), dtype)
    tensor = _scalars.get(key)
    if tensor is None:
        if len(_scalars) > 1024:
            _scalars.clear()
        tensor = constant(value, dtype)
        if tensor.value.dtype in _NATIVE_FLOATS and tensor.key not in SUBNORMAL:  # (bfloat16 is stored as >f4)
            tensor = Tensor(tensor.value[()])  # a numpy scalar, as operations give, for apply's scalar arithmetic
        _scalars[key] = tensor
    return tensor


def hinted(value, like):
    """`value` as a tensor of the dtype of `like` (a tensor) where it can be one, else of its own: the dtype hint
    TensorFlow's `x + y` and `x @ y` give their right operand, so that the kernel refuses a mix (where the other
    operators refuse the number itself)."""
    value = _tensor_it_stands_for(value)
    if type(value) is Tensor:
        return value
    try:
        return _scalar(value, like.value.dtype)
    except TypeError:
        return constant(value)


# ----- Applying primitives -----

# What the work on tensors is charged to, as the code running now asks (the interpreter: its step budget), or
# None: called as charge(operations, elements) with each primitive applied (one operation and its work, before it
# runs; then the elements it made) and each backward pass, it may raise to stop the run. A TF-exact kernel costs
# EXACT_KERNEL_OPERATIONS, EXACT_WORK times numpy's work (or its `work_factor`) and its `fixed_work` (tfexact.table).
CHARGE, EXACT_KERNEL_OPERATIONS, EXACT_WORK = None, 4, 20
CAPTURE = None  # told of every operation applied (a tf.function's trace keeps them), when set


def set_charge(charge):
    """Charge the work on tensors to `charge(operations, elements)` (None: nothing); returns the one replaced."""
    global CHARGE
    previous, CHARGE = CHARGE, charge
    return previous


def charge_work(elements):
    """Charge work done outside `apply` (a sort's comparisons, a walk over items) as `elements` elements made."""
    if CHARGE is not None:
        CHARGE(0, elements)


def set_capture(capture):
    """Tell `capture(prim, inputs, params, out)` of each operation applied (None: none); returns the one replaced."""
    global CAPTURE
    previous, CAPTURE = CAPTURE, capture
    return previous


# TF-exact mode (gradcli.tensorflow.kernels sets it): None, or primitive name -> the kernel float32 values run instead.
TF_EXACT = None
_VALUE = operator.attrgetter("value")
NO_PARAMS: dict = {}  # the parameters of an operation that takes none (never changed: apply copies what it adds)


def apply(prim, inputs, params):
    """Run a primitive on tensors and record it on every active tape that watches one of its inputs."""
    inputs = convert_inputs(inputs)
    if LIMITS.max_elements is not None and len(inputs) > 1 and prim.is_ufunc:
        check_broadcast(prim.name, [x.value.shape for x in inputs])
    values = list(map(_VALUE, inputs))
    narrow = prim.takes.get(values[prim.dtype_input].dtype)  # float16 or bfloat16 (computed in float32), or False
    if narrow is None:
        refuse_dtype(prim, values[prim.dtype_input].dtype)
    if prim.pair_of_one_dtype:  # the hottest path there is: one inline test (numpy's dtypes are singletons)
        if values[0].dtype is not values[1].dtype:
            check_same_dtype(prim.op, values, (0, 1))
    elif len(values) > 1 and prim.same_dtype:
        check_same_dtype(prim.op, values, range(len(values)) if prim.same_dtype is ALL_INPUTS else prim.same_dtype)
    keeps_subnormal = False
    if SUBNORMAL:
        values, keeps_subnormal = read_as_zero(prim, inputs, values)
    if narrow and not prim.moves_data:
        values = _widened(prim, values, narrow)
    forward = prim.forward
    if TF_EXACT is not None and not narrow and values[prim.dtype_input].dtype == np.float32:
        forward = TF_EXACT.get(prim.name, forward) if values[prim.dtype_input].size else forward  # empty: numpy's
    if DONATED and len(values) == 2 and values[1] is DONATED[0] and getattr(forward, "writes_into_g", False):
        params = {**params, "out": DONATED.pop()}
    elif RECYCLED and prim.writes_out and forward is prim.forward:  # (a TF-exact kernel makes its own result)
        buffer = reusable_buffer(values)
        if buffer is not None:
            params = {**params, "out": buffer}
    if CHARGE is not None:
        work = prim.work(*values, **params)
        if forward is not prim.forward:  # a TF-exact kernel
            work = work * getattr(forward, "work_factor", EXACT_WORK) + getattr(forward, "fixed_work", 0)
        CHARGE(1 if forward is prim.forward else EXACT_KERNEL_OPERATIONS, work)
    try:
        if prim.scalar_operator is not None and type(values[0]) is type(values[1]) in FLOAT_SCALARS and not params \
                and forward is prim.forward:
            value = prim.scalar_operator(*values)  # a scalar chain's hottest path
        else:
            value = forward(*values, **params)
    except ComputationError as exc:
        exc.operation, exc.origin, exc.op = exc.operation or prim.name, exc.origin or recording.ORIGIN, prim.op
        raise
    except LimitExceeded:
        raise  # gradcli's limit, said as it is
    except (ValueError, IndexError, TypeError) as exc:
        raise OperationError(prim.name, failure_text(exc, values), recording.ORIGIN, op=prim.op) from None
    except MemoryError:
        raise OperationError(prim.name, "not enough memory for the result", recording.ORIGIN) from None
    if LIMITS.max_elements is not None and getattr(value, "size", 1) > LIMITS.max_elements:
        check_elements(value.size, f"the result of {prim.name}")  # one its inputs' shapes did not foretell
    if narrow and value.dtype.kind == "f" and value.dtype != narrow.numpy_dtype:
        value = dtypes.narrowed(value, narrow)
    if CHARGE is not None:
        CHARGE(0, value.size)
    out = Tensor(value)
    if keeps_subnormal:
        SUBNORMAL.add(out.key)
    if CAPTURE is not None:
        CAPTURE(prim, inputs, params, out)
    if ACTIVE and prim.differentiable:
        record(prim, inputs, params, out)
    if FORWARD and prim.differentiable:
        for accumulator in tuple(FORWARD):  # the outermost first: an inner one's rules read `out`'s outer tangent
            accumulator.carry(prim, inputs, params, out)
    return out


def _widened(prim, values, narrow):
    """The values of float16 or bfloat16 (`narrow`) inputs as the primitive's kernel computes with them: in
    float32, whose result is rounded once; or, where it rounds each step, float16 as numpy computes with it
    (rounding each step) and bfloat16 as float32 that numpy rounds after each step."""
    if prim.rounds_each_step and narrow is dtypes.float16:
        return values
    wide = dtypes.bfloat16_steps if prim.rounds_each_step else (lambda v: v.astype(np.float32))
    return [wide(v) if v.dtype == narrow.numpy_dtype else v for v in values]


def check_same_dtype(op, values, positions):
    """Refuse inputs of different dtypes with TensorFlow's message, name and all (its kernels never convert
    them)."""
    first = values[positions[0]].dtype
    for i in positions:
        if values[i].dtype != first:
            expected, got = (dtypes.of_array(values[j]).kernel_name for j in (positions[0], i))
            raise DtypeMismatch(f"cannot compute {op} as input #{i}(zero-based) was expected to be a {expected} "
                                f"tensor but is a {got} tensor [Op:{op}] name: ", op, (first, values[i].dtype))


def refuse_dtype(prim, dtype):
    """Refuse an input of a (numpy) dtype the primitive's kernel does not take, with TensorFlow's message (the
    lines of the kernel's registration that TensorFlow adds left out)."""
    raise DtypeRefused(f"Value for attr 'T' of {dtypes.as_dtype(dtype).kernel_name} is not in the list of allowed "
                       f"values: {dtypes.kinds_named(prim.kinds)} [Op:{prim.op}] name: ", prim.name, dtype)


from gradcli.engine import ops  # noqa: E402  (ops builds on the names above)
