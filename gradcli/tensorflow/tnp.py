"""TensorFlow's numpy, `tf.experimental.numpy` (`import tensorflow.experimental.numpy as tnp`): numpy's names and
arguments on tensors, over the vocabulary's functions, so that gradients flow through them.

Where tnp differs from tf it is numpy's: Python numbers and lists become float64 and int64 tensors
(`tnp.asarray([1.0])` is float64, `tf.constant([1.0])` float32); the tensors of a binary function are promoted
to a dtype that holds both (float32 and float64 make float64, where tf refuses to add them), a Python number
taking the other's dtype; `mean`, `std` and `var` of integers are float64 and `sum` and `prod` of them int64;
`argmax` and `argmin` are int64. The results are tensors, printed as tf prints them. As in TensorFlow 2.21,
`tnp.sin(1)` and the other functions that would compute integers as floats fail, asking for numpy behaviour
(which gradcli does not have).
"""
import math

import numpy as np

from gradcli.engine import dtypes
from gradcli.engine.tensor import Tensor, constant
from gradcli.functions import VOCABULARY
from gradcli.lang import classes
from gradcli.lang.runtime import Namespace
from gradcli.tensorflow.objects import read


def _call(name, *args, **kwargs):
    return VOCABULARY[name].call(*args, **kwargs)


def asarray(a, dtype=None):
    """A tensor of `a`: a tensor as it is (cast to dtype), anything else with numpy's dtypes."""
    a = read(a)
    if isinstance(a, Tensor) or (isinstance(a, (list, tuple)) and any(isinstance(v, Tensor) for v in a)):
        tensor = constant(a)
    else:
        tensor = constant(a, np.asarray(a).dtype)
    return tensor if dtype is None else _call("cast", tensor, _dtype(dtype))


def array(val, dtype=None, copy=True, ndmin=0):
    tensor = asarray(val, dtype)
    return tensor if tensor.ndim >= ndmin else _call("reshape", tensor, (1,) * (ndmin - tensor.ndim) + tensor.shape)


def _dtype(dtype):
    """A dtype as numpy names it (float, np.float32, 'float64', tnp.int64) as TensorFlow's."""
    dtype = dtype.python if isinstance(dtype, classes.PyType) else dtype
    python = {float: np.float64, int: np.int64, bool: np.bool_, complex: np.complex128}
    return dtypes.as_dtype(python.get(dtype, dtype))


def _floats(x):
    """x as a tensor of floats. TensorFlow's tnp would cast integers with a tensor's numpy method `astype`,
    which its tensors have only with numpy behaviour enabled: without, it fails so."""
    x = asarray(x)
    if not (x.dtype.is_floating or x.dtype.is_complex):
        raise AttributeError("EagerTensor object has no attribute 'astype'. \n        If you are looking for "
                             "numpy-related methods, please run the following:\n        "
                             "tf.experimental.numpy.experimental_enable_numpy_behavior()\n      ")
    return x


def _promoted(*values):
    """Tensors of the values, in one dtype that holds them all; a Python number takes the tensors' dtype."""
    tensors = [read(v) for v in values]
    held = [t for t in tensors if isinstance(t, Tensor)] or [asarray(t) for t in tensors]
    common = np.result_type(*[t.value.dtype for t in held])
    return [_call("cast", t, common) if isinstance(t, Tensor) and t.value.dtype != common else
            t if isinstance(t, Tensor) else constant(t, common) for t in tensors]


def _unary(name, promote=True):
    return lambda x: _call(name, _floats(x) if promote else asarray(x))


def _binary(name):
    return lambda x1, x2: _call(name, *_promoted(x1, x2))


def _log_base(base):
    def log_base(x):  # TensorFlow's: log(x) / np.log(base), the constant in x's dtype
        logarithm = _call("log", _floats(x))
        return logarithm / constant(math.log(base), logarithm.dtype)
    return log_base


def _reduction(name, integers=None):
    """A reduction with numpy's arguments; `integers`: the dtype integers and booleans are reduced in."""
    def reduce(a, axis=None, dtype=None, keepdims=None):
        a = asarray(a, dtype)
        if integers is not None and not (a.dtype.is_floating or a.dtype.is_complex):
            a = _call("cast", a, integers)
        return _call(name, a, axis=axis, keepdims=bool(keepdims))
    return reduce


def _arg_extreme(name):
    def arg(a, axis=None):
        a = asarray(a)
        if axis is None:
            a, axis = _call("reshape", a, [-1]), 0
        return _call(name, a, axis=axis, output_type=dtypes.int64)
    return arg


def _cumulative(name):
    def accumulate(a, axis=None, dtype=None):
        a = asarray(a, dtype)
        if axis is None:
            a, axis = _call("reshape", a, [-1]), 0
        return _call(name, a, axis=axis)
    return accumulate


def _filled(name):
    def filled(shape, dtype=float):
        return _call(name, shape, dtype=_dtype(dtype))
    return filled


def arange(start, stop=None, step=1, dtype=None):
    numbers = np.arange(start, stop, step) if stop is not None else np.arange(start)
    return asarray(numbers if dtype is None else numbers.astype(_dtype(dtype).numpy_dtype))


def linspace(start, stop, num=50, endpoint=True, retstep=False, dtype=float, axis=0):
    if not endpoint or retstep:
        raise ValueError("gradcli's tnp.linspace includes its endpoint and returns no step")
    return _call("linspace", asarray(start, dtype), asarray(stop, dtype), num, axis=axis)


def eye(N, M=None, k=0, dtype=float):  # (numpy's names)
    if k != 0:
        raise ValueError(f"gradcli's tnp.eye puts its ones on the diagonal, not k={k}")
    return _call("eye", N, M, dtype=_dtype(dtype))


MEMBERS = {
    **{name: _unary(name) for name in ("sin", "cos", "tan", "sinh", "cosh", "tanh", "exp", "expm1", "log",
                                       "log1p", "sqrt", "reciprocal")},
    **{name: _unary(tf_name) for name, tf_name in (("arcsin", "asin"), ("arccos", "acos"), ("arctan", "atan"),
                                                   ("arcsinh", "asinh"), ("arccosh", "acosh"),
                                                   ("arctanh", "atanh"))},
    **{name: _unary(name, promote=False) for name in ("square", "abs", "negative", "sign", "floor", "ceil")},
    "absolute": _unary("abs", promote=False), "log2": _log_base(2), "log10": _log_base(10),
    **{name: _binary(name) for name in ("add", "subtract", "multiply", "maximum", "minimum", "matmul")},
    "divide": _binary("truediv"), "true_divide": _binary("truediv"), "power": _binary("pow"),
    "arctan2": _binary("atan2"), "dot": lambda a, b: _call("tensordot", *_promoted(a, b), axes=1),
    "sum": _reduction("reduce_sum", dtypes.int64), "prod": _reduction("reduce_prod", dtypes.int64),
    "mean": _reduction("reduce_mean", dtypes.float64), "std": _reduction("reduce_std", dtypes.float64),
    "var": _reduction("reduce_variance", dtypes.float64),
    **{name: _reduction("reduce_max") for name in ("max", "amax")},
    **{name: _reduction("reduce_min") for name in ("min", "amin")},
    "argmax": _arg_extreme("argmax"), "argmin": _arg_extreme("argmin"),
    "cumsum": _cumulative("cumsum"), "cumprod": _cumulative("cumprod"),
    "asarray": asarray, "array": array, "arange": arange, "linspace": linspace,
    "zeros": _filled("zeros"), "ones": _filled("ones"),
    "zeros_like": lambda a, dtype=None: _call("zeros_like", asarray(a), dtype),
    "ones_like": lambda a, dtype=None: _call("ones_like", asarray(a), dtype),
    "eye": eye,
    "reshape": lambda a, newshape: _call("reshape", asarray(a), newshape),
    "transpose": lambda a, axes=None: _call("transpose", asarray(a), axes),
    "expand_dims": lambda a, axis: _call("expand_dims", asarray(a), axis),
    "squeeze": lambda a, axis=None: _call("squeeze", asarray(a), axis),
    "concatenate": lambda arys, axis=0: _call("concat", _promoted(*arys), axis),
    "stack": lambda arrays, axis=0: _call("stack", _promoted(*arrays), axis),
    "where": lambda condition, x=None, y=None: _call("where", asarray(condition), *(
        _promoted(x, y) if x is not None or y is not None else ())),
    "clip": lambda a, a_min, a_max: _call("clip_by_value", *_promoted(a, a_min, a_max)),
    "sort": lambda a, axis=-1, kind="quicksort", order=None: _call("sort", asarray(a), axis),
    "argsort": lambda a, axis=-1, kind="quicksort", order=None: _call(
        "cast", _call("argsort", asarray(a), axis), dtypes.int64),
    **{d.name: d.numpy_dtype.type for d in (dtypes.float16, dtypes.float32, dtypes.float64, dtypes.int32,
                                             dtypes.int64)},
    "bool_": np.bool_, "pi": math.pi, "e": math.e, "inf": math.inf, "nan": math.nan, "newaxis": None,
}


TNP = Namespace("tensorflow.experimental.numpy", MEMBERS)
EXPERIMENTAL = Namespace("tensorflow.experimental", {"numpy": TNP})
