"""gradcli: TensorFlow's GradientTape semantics on numpy, and a command line to explore them.

    >>> import gradcli as gc
    >>> x = gc.constant(3.0)
    >>> with gc.GradientTape() as tape:
    ...     tape.watch(x)
    ...     y = x * x
    >>> float(tape.gradient(y, x))
    6.0

Every function of the vocabulary is here as `gc.NAME`, and under `gc.math.`,
`gc.nn.`, `gc.linalg.`, `gc.bitwise.`, `gc.dtypes.` and `gc.keras.losses.` where
TensorFlow has it; so are TensorFlow's dtypes, `gc.float32`, `gc.bfloat16`, `gc.complex64` and
the like (under `gc.dtypes.` too); forward mode is
`gc.autodiff.ForwardAccumulator`, as TensorFlow's `tf.autodiff.ForwardAccumulator`;
`gc.custom_gradient` and `gc.recompute_grad` decorate Python functions as
TensorFlow's `tf.custom_gradient` and `tf.recompute_grad` do; `gc.Variable` is
TensorFlow's `tf.Variable`, which tapes watch as it is read, and `gc.function`
is `tf.function` run eagerly. Each function takes the parameters of TensorFlow's,
by the same names and in the same places (`name=` too).
"""
import functools
import types

from gradcli.engine.custom import custom_gradient, recompute_grad
from gradcli.engine.dtypes import (  # noqa: A004 (tf.bool)
    DTYPES,
    DType,
    as_dtype,
    bfloat16,
    bool,
    complex64,
    complex128,
    float16,
    float32,
    float64,
    int8,
    int16,
    int32,
    int64,
    uint8,
    uint16,
    uint32,
    uint64,
)
from gradcli.engine.forward import ForwardAccumulator
from gradcli.engine.plug_in import WingMissing, load
from gradcli.engine.tape import UnconnectedGradients
from gradcli.engine.tensor import Tensor
from gradcli.functions import CONSTANTS, VOCABULARY
from gradcli.words.errors import InvalidArgumentError

__version__ = "0.1.0"


def function(func=None, input_signature=None, autograph=True, jit_compile=None, reduce_retracing=False,
             experimental_implements=None, experimental_autograph_options=None, experimental_attributes=None,
             experimental_relax_shapes=None, experimental_compile=None, experimental_follow_type_hints=None):
    """TensorFlow's tf.function, as TensorFlow runs it with tf.config.run_functions_eagerly(True): the Python
    function runs each call, eagerly (gradcli traces no graphs of Python functions), so the options change
    nothing; as a decorator, with or without them."""
    if func is None:
        return function
    return functools.wraps(func)(lambda *args, **kwargs: func(*args, **kwargs))


globals().update(CONSTANTS)


def _module(name):
    """The functions TensorFlow's module `name` has, by all their names (keras.losses.mse, and its
    mean_squared_error too)."""
    return types.SimpleNamespace(**{key: f.tensorflow_call for key, f in VOCABULARY.items()
                                    if any(where == name for where, _ in f.tensorflow_names())})


_NAMESPACES = {
    **{name: functools.partial(_module, name) for name in ("math", "nn", "linalg", "bitwise")},
    "dtypes": lambda: types.SimpleNamespace(**vars(_module("dtypes")), **{d.name: d for d in DTYPES},
                                            half=float16, double=float64, as_dtype=as_dtype, DType=DType),
    "keras": lambda: types.SimpleNamespace(losses=_module("keras.losses")),
}


# TensorFlow's tape and variables as the library offers them: the TensorFlow wing's, loaded when first asked for
_FROM_THE_WING = {"GradientTape": "gradcli.tensorflow.library:GradientTape",
                  "Variable": "gradcli.tensorflow.objects:Variable"}


def __getattr__(name):
    """The vocabulary's functions (gc.sin), TensorFlow's modules of them (gc.math) and the wing's tape and
    variables, made when first asked for: the command line, which imports this package too, needs none of them."""
    if name in _FROM_THE_WING:
        try:
            value = load(_FROM_THE_WING[name], f"gradcli.{name}")
        except WingMissing as exc:
            raise AttributeError(exc.message) from None
    elif name in VOCABULARY:
        value = VOCABULARY[name].tensorflow_call
    elif name in _NAMESPACES:
        value = _NAMESPACES[name]()
    else:
        raise AttributeError(f"module 'gradcli' has no attribute '{name}'")
    globals()[name] = value
    return value


def __dir__():
    return sorted({*globals(), *__all__})


autodiff = types.SimpleNamespace(ForwardAccumulator=ForwardAccumulator)
__all__ = ["GradientTape", "Variable", "ForwardAccumulator", "autodiff", "custom_gradient", "recompute_grad",
           "function", "UnconnectedGradients", "InvalidArgumentError", "Tensor", "constant", "math", "nn", "linalg",
           "bitwise", "dtypes", "keras", "DType", "as_dtype", "bfloat16", "float16", "float32", "float64", "int8",
           "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "complex64", "complex128", "bool",
           *VOCABULARY, *CONSTANTS]
