"""Keras's activations (keras.activations), by name or as functions: what a layer's `activation=` takes.

Each is the TensorFlow operation Keras 3's TensorFlow backend runs, from gradcli's vocabulary, so gradients
come with it. As in Keras, the outputs of sigmoid and softmax remember their logits (for the cross-entropies);
and as in TensorFlow's graphs, an activation of a Dense layer's MatMul and bias add is fused into them.
"""
import weakref

from gradcli.engine.shown import Shown
from gradcli.engine.tensor import Tensor
from gradcli.engine.tfexact.mode import fused_activations
from gradcli.functions import VOCABULARY
from gradcli.functions.losses import remember_logits
from gradcli.lang.tensorflow.keras.run import as_callable, is_callable


def _op(name):
    return VOCABULARY[name].call


# A Dense layer's MatMul and bias add, made inside a graph: TensorFlow's optimizer fuses these activations, applied
# to it, into them, and oneDNN computes them (Keras's names). _FUSABLE: such outputs' keys, while they live.
FUSED = ("tanh", "sigmoid", "elu", "silu")
_FUSABLE = {}


def mark_fusable(x):
    """`x`, a Dense layer's MatMul and bias add in a graph, marked so that an activation of FUSED is fused."""
    _FUSABLE[x.key] = True
    weakref.finalize(x, _FUSABLE.pop, x.key, None)
    return x


class Activation(Shown):
    """A Keras activation function: callable, with the name Keras gives it (`__name__`)."""

    tf_type_name = "function"

    def __init__(self, name, function):
        self.name, self.function = name, function

    def __call__(self, x, *args, **kwargs):
        from gradcli.lang.tensorflow.keras.layer import as_input
        x = as_input(x)
        if self.name in FUSED and isinstance(x, Tensor) and x.key in _FUSABLE:
            with fused_activations():  # TensorFlow's graph runs MatMul, add and activation as one oneDNN kernel
                return self.function(x, *args, **kwargs)
        return self.function(x, *args, **kwargs)

    def tf_repr(self):
        return f"<function {self.name}>"

    tf_str = tf_repr


def _relu(x, negative_slope=0.0, max_value=None, threshold=0.0):
    if negative_slope == 0.0 and max_value is None and threshold == 0.0:
        return _op("relu")(x)
    if threshold != 0.0:
        x = _op("where")(_op("greater")(x, threshold), x, _op("zeros_like")(x))
    result = _op("leaky_relu")(x, negative_slope) if negative_slope else _op("relu")(x)
    return result if max_value is None else _op("minimum")(result, max_value)


def _sigmoid(x):
    return remember_logits(_op("sigmoid")(x), x)


def _softmax(x, axis=-1):
    return remember_logits(_op("softmax")(x, axis), x)


def _gelu(x, approximate=False):
    return _op("gelu")(x, approximate)


def _leaky_relu(x, negative_slope=0.2):
    return _op("leaky_relu")(x, negative_slope)


FUNCTIONS = {
    "relu": _relu, "sigmoid": _sigmoid, "tanh": _op("tanh"), "softmax": _softmax, "softplus": _op("softplus"),
    "elu": _op("elu"), "selu": _op("selu"), "silu": _op("silu"), "gelu": _gelu, "softsign": _op("softsign"),
    "relu6": _op("relu6"), "leaky_relu": _leaky_relu, "exponential": _op("exp"), "linear": lambda x: x,
    "log_softmax": lambda x, axis=-1: _op("log_softmax")(x, axis),
}
ACTIVATIONS = {name: Activation(name, function) for name, function in FUNCTIONS.items()}
ACTIVATIONS["swish"] = Activation("silu", FUNCTIONS["silu"])


def get(identifier):
    """keras.activations.get: None (linear), a name, or any callable as it is."""
    if identifier is None:
        return ACTIVATIONS["linear"]
    if isinstance(identifier, str):
        if identifier not in ACTIVATIONS:
            raise ValueError(f"Could not interpret activation function identifier: {identifier}")
        return ACTIVATIONS[identifier]
    if is_callable(identifier):
        return as_callable(identifier)
    raise ValueError(f"Could not interpret activation function identifier: {identifier}")


def members():
    return {**ACTIVATIONS, "get": get}


Activation.tf_attributes = {"__name__": lambda a: a.name}
