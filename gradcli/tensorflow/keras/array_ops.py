"""keras.ops's array functions, as Keras 3's TensorFlow backend computes them: with TensorFlow's functions, and
Keras's dtypes (arange's int32 or float32, argmin's and argmax's int32 indices)."""
import numpy as np

from gradcli.words.errors import NotComputed
from gradcli.engine.tensor import Tensor
from gradcli.tensorflow.objects import read
from gradcli.lang.text import type_name


def array_ops(tf):
    """keras.ops's array functions, made of `tf`'s (TensorFlow's namespace, its functions as programs call them)."""
    f = {**tf.members, **tf.members["math"].members}

    def arange(start, stop=None, step=1, dtype=None):
        start, stop, step = (read(v) for v in (start, stop, step))
        for v in (start, stop, step):
            if not isinstance(v, (int, float, np.generic, Tensor, type(None))):
                raise TypeError(f"arange takes numbers, not {type_name(v)}")
        if dtype is None:
            dtype = _arange_dtype([v for v in (start, stop, step) if v is not None])
        start, stop = (0, start) if stop is None else (start, stop)
        return f["range"](start, stop, step, dtype=dtype)

    def _arange_dtype(numbers):
        """Keras's result_type of arange's numbers: Python's weak (float32 where one is a float, else int32), a
        numpy scalar's its own."""
        kinds = {np.dtype(type(v)).name for v in numbers if isinstance(v, np.generic)} | {
            v.value.dtype.name for v in numbers if isinstance(v, Tensor)}
        python_float = any(isinstance(v, float) and not isinstance(v, np.generic) for v in numbers)
        if not kinds:
            return "float32" if python_float else "int32"
        if len(kinds) == 1 and not (python_float and np.dtype(next(iter(kinds))).kind in "iu"):
            return next(iter(kinds))
        raise NotComputed("gradcli's keras.ops.arange takes numbers of one dtype, or Python's")

    def reduced(name, to_bool=False):
        def reduce(x, axis=None, keepdims=False):
            return f[name](f["cast"](x, "bool") if to_bool else x, axis=axis, keepdims=keepdims)
        return reduce

    def arg_extreme(name):
        def arg(x, axis=None, keepdims=False):
            x = f["convert_to_tensor"](x)
            flat = axis is None
            y = f[name](f["reshape"](x, [-1]) if flat else x, axis=0 if flat else axis, output_type="int32")
            if keepdims:
                return f["reshape"](y, [1] * x.ndim) if flat else f["expand_dims"](y, axis)
            return y
        return arg

    def argsort(x, axis=-1):
        x = f["convert_to_tensor"](x)
        if x.value.dtype == np.bool_:
            x = f["cast"](x, "uint8")
        if x.ndim == 0:
            return f["cast"]([0], "int32")
        if axis is None:
            x, axis = f["reshape"](x, [-1]), 0
        return f["argsort"](x, axis=axis)

    return {"arange": arange, "absolute": f["abs"], "all": reduced("reduce_all", True),
            "any": reduced("reduce_any", True), "amax": reduced("reduce_max"), "amin": reduced("reduce_min"),
            "argmin": arg_extreme("argmin"), "argmax": arg_extreme("argmax"), "argsort": argsort,
            "broadcast_to": f["broadcast_to"], "erf": f["erf"]}
