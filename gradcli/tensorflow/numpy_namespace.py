"""numpy as TensorFlow programs use it beside tf: the functions they call on tensors and arrays, each call
checked against the size limit before numpy makes its result."""
import functools
import math

import numpy as np

from gradcli.engine.limits import check_elements
from gradcli.engine.tensor import Tensor, charge_work
from gradcli.lang import classes
from gradcli.lang.runtime import Namespace
from gradcli.tensorflow import python
from gradcli.tensorflow.objects import Variable, tensor_of
from gradcli.tensorflow.random_namespace import NUMPY_RANDOM


def _as_numpy(value):
    """A numpy value of what a numpy function is given: tensors and variables become arrays (off the tape), and
    Python's types (dtype=float) the types numpy takes. A tensor's is a read-only view of its buffer, as
    TensorFlow's is (np.asarray(t)[0] = 1 would change the tensor); a variable's is a copy, as TensorFlow's is."""
    if isinstance(value, Variable):
        return np.array(tensor_of(value).value)
    if isinstance(value, Tensor):
        return value.__array__()
    if isinstance(value, classes.PyType):
        return value.python
    if type(value) in (list, tuple) and any(isinstance(v, (Tensor, Variable, list, tuple)) for v in value):
        return np.array([_as_numpy(v) for v in value])
    return value


def _numpy_function(function, elements=None, itemsize=None):
    """A numpy function as TensorFlow code calls it: tensors become arrays, and a result beyond the size limit
    (by broadcasting, by a constructor's `elements(*args, **kwargs)` of its dtype's size or of `itemsize` bytes,
    or a dtype of arrays) is refused before it is made."""
    @functools.wraps(function)
    def call(*args, **kwargs):
        args, kwargs = [_as_numpy(a) for a in args], {k: _as_numpy(v) for k, v in kwargs.items()}
        _check_plain_dtype(kwargs.get("dtype"))
        if elements is not None:
            dtype = kwargs.get("dtype")
            size = itemsize or (8 if dtype is None else np.dtype(dtype).itemsize)
            check_elements(elements(*args, **kwargs), "the array", size)
        shapes = [np.shape(a) for a in args if isinstance(a, (np.ndarray, np.generic))]
        if len(shapes) > 1:
            try:
                broadcast = np.broadcast_shapes(*shapes)
            except ValueError:
                broadcast = ()  # shapes that do not broadcast: numpy says so
            check_elements(math.prod(broadcast), "the result")
        return function(*args, **kwargs)
    return call


def _check_plain_dtype(dtype):
    if dtype is not None and np.dtype(dtype).shape:
        raise TypeError(f"dtype={dtype!r}: a dtype of numbers is needed, not of arrays")


def _numbers_dtype(spec):
    """np.dtype, of numbers only: a dtype of records or of large blocks of bytes would make arrays of no limit."""
    dtype = np.dtype(_as_numpy(spec))
    if dtype.kind not in "biufc" or dtype.shape or dtype.names:
        raise TypeError(f"np.dtype({spec!r}): gradcli makes dtypes of numbers only")
    return dtype


def _elements_of_shape(shape, *_, **__):
    return math.prod(int(d) for d in np.atleast_1d(shape))


def _elements_of_arange(start, stop=None, step=1, **_):
    start, stop = (0, start) if stop is None else (start, stop)
    return max(0, math.ceil((float(stop) - float(start)) / float(step))) if step else 0  # numpy refuses step 0


# numpy's constructors, with how many elements a call makes
NUMPY_CONSTRUCTORS = {
    "zeros": _elements_of_shape, "ones": _elements_of_shape, "full": _elements_of_shape,
    "linspace": lambda start, stop, num=50, **_: int(num), "arange": _elements_of_arange,
}

def _linalg_function(function):
    """A function of np.linalg: as numpy computes it (LAPACK's), its cubic work charged first."""
    numpy_call = _numpy_function(function)

    @functools.wraps(function)
    def call(*args, **kwargs):
        size = max((np.size(_as_numpy(a)) for a in args), default=0)
        charge_work(int(size ** 1.5))
        return numpy_call(*args, **kwargs)
    return call


LINALG = Namespace("numpy.linalg", {name: _linalg_function(getattr(np.linalg, name)) for name in (
    "inv", "det", "norm", "solve", "eig", "eigh", "eigvals", "eigvalsh", "svd", "qr", "cholesky", "pinv",
    "matrix_rank", "slogdet", "lstsq", "matrix_power", "cond")})
# The named tuples np.linalg's functions return, and their fields, which a program reads by name.
LINALG_RESULTS = {type(result): result._fields for result in (
    np.linalg.eig(np.eye(1)), np.linalg.eigh(np.eye(1)), np.linalg.svd(np.eye(1)), np.linalg.qr(np.eye(1)),
    np.linalg.slogdet(np.eye(1)))}

NP = Namespace("numpy", {
    **{name: _numpy_function(getattr(np, name), elements) for name, elements in NUMPY_CONSTRUCTORS.items()},
    **{name: _numpy_function(getattr(np, name)) for name in (
        "array", "asarray", "mean", "sum", "allclose", "isclose", "abs", "max", "min", "exp", "log", "sqrt",
        "square", "dot", "round", "argmax", "argmin", "maximum",
        "minimum", "sin", "cos", "tanh", "prod", "std", "var", "all", "any", "clip", "stack", "concatenate",
        "add", "subtract", "multiply", "divide", "reshape", "transpose", "matmul", "where", "zeros_like",
        "ones_like", "cumsum", "sign", "power", "log1p", "expm1", "outer", "sort", "argsort", "unique",
        "array_equal", "ravel", "squeeze", "expand_dims")},
    **{name: getattr(np, name) for name in (
        "float16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
        "complex64", "complex128", "bool_")},
    "dtype": _numbers_dtype, "pi": np.pi, "e": np.e, "inf": np.inf, "nan": np.nan, "newaxis": None,
    "random": NUMPY_RANDOM, "linalg": LINALG,
})


def numpy_method(name):
    """A numpy array's method, called with the program's arguments converted to numpy values."""
    if name == "tolist":
        return lambda array: _numpy_function(array.tolist, lambda: np.size(array), itemsize=python.ITEM_BYTES)
    return lambda array: _numpy_function(getattr(array, name))


def astype_method(array):
    """An array's astype, refusing a dtype of arrays."""
    def astype(dtype, *args, **kwargs):
        dtype = _as_numpy(dtype)
        _check_plain_dtype(dtype)
        return array.astype(dtype, *args, **kwargs)
    return astype
