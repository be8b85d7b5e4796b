"""gradcli: TensorFlow's GradientTape semantics on numpy, and a command line to explore them.

    >>> import gradcli as gc
    >>> x = gc.constant(3.0)
    >>> with gc.GradientTape() as tape:
    ...     tape.watch(x)
    ...     y = x * x
    >>> float(tape.gradient(y, x))
    6.0

Every function of the vocabulary is here as `gc.NAME`, and under `gc.math.`,
`gc.nn.`, `gc.linalg.`, `gc.dtypes.` and `gc.keras.losses.` where TensorFlow has
it; so are TensorFlow's dtypes, `gc.float32`, `gc.bfloat16`, `gc.complex64` and
the like (under `gc.dtypes.` too); forward mode is
`gc.autodiff.ForwardAccumulator`, as TensorFlow's `tf.autodiff.ForwardAccumulator`;
`gc.custom_gradient` and `gc.recompute_grad` decorate Python functions as
TensorFlow's `tf.custom_gradient` and `tf.recompute_grad` do.
"""
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
from gradcli.engine.errors import InvalidArgumentError
from gradcli.engine.forward import ForwardAccumulator
from gradcli.engine.tape import GradientTape, UnconnectedGradients
from gradcli.engine.tensor import Tensor, constant
from gradcli.functions import CONSTANTS, VOCABULARY

__version__ = "0.1.0"

globals().update({name: entry.tensorflow_call for name, entry in VOCABULARY.items()})
globals().update(CONSTANTS)


def _module(name):
    """The functions TensorFlow's module `name` has, by all their names (keras.losses.mse, and its
    mean_squared_error too)."""
    return types.SimpleNamespace(**{key: f.tensorflow_call for key, f in VOCABULARY.items()
                                    if any(where == name for where, _ in f.tensorflow_names())})


math, nn, linalg = _module("math"), _module("nn"), _module("linalg")
dtypes = types.SimpleNamespace(**vars(_module("dtypes")), **{d.name: d for d in DTYPES}, half=float16,
                               double=float64, as_dtype=as_dtype, DType=DType)
keras = types.SimpleNamespace(losses=_module("keras.losses"))
autodiff = types.SimpleNamespace(ForwardAccumulator=ForwardAccumulator)
__all__ = ["GradientTape", "ForwardAccumulator", "autodiff", "custom_gradient", "recompute_grad",
           "UnconnectedGradients", "InvalidArgumentError", "Tensor", "constant", "math", "nn", "linalg", "dtypes",
           "keras", "DType", "as_dtype", "bfloat16", "float16", "float32", "float64", "int8", "int16", "int32",
           "int64", "uint8", "uint16", "uint32", "uint64", "complex64", "complex128", "bool",
           *VOCABULARY, *CONSTANTS]
