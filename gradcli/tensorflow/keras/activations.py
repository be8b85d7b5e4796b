"""Keras's activations (keras.activations), by name or as functions: what a layer's `activation=` takes.

Each is the TensorFlow operation Keras 3's TensorFlow backend runs, from gradcli's vocabulary, so gradients
come with it. As in Keras, the outputs of sigmoid and softmax remember their logits (for the cross-entropies);
and as in TensorFlow's graphs, an activation of a Dense layer's MatMul and bias add is fused into them.
"""
import weakref

from gradcli.engine.shown import Shown
from gradcli.engine.tensor import Tensor
from gradcli.functions import VOCABULARY
from gradcli.functions.losses import remember_logits
from gradcli.tensorflow.keras.run import as_callable, is_callable
from gradcli.tensorflow.kernels.mode import fused_activations
from gradcli.tensorflow.objects import Variable, convert, read


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
        # Keras's convert_to_tensor: unlike a layer's input, a float64 tensor stays float64.
        x = read(x) if isinstance(x, (Tensor, Variable)) else convert(read(x))
        if self.name in FUSED and isinstance(x, Tensor) and x.key in _FUSABLE:
            with fused_activations():  # TensorFlow's graph runs MatMul, add and activation as one oneDNN kernel
                return self.function(x, *args, **kwargs)
        return self.function(x, *args, **kwargs)

    def tf_repr(self):
        return f"<function {self.name}>"

    tf_str = tf_repr


def _relu(x, negative_slope=0.0, max_value=None, threshold=0.0):
    """Keras's relu, built step by step as its ReLU.static_call builds it: the slope below the threshold is a
    relu of the input's negative part subtracted at the end, and max_value=6 without a threshold is Relu6, so
    that the values and the gradients at 0, at the threshold and at max_value are Keras's."""
    x = _op("convert_to_tensor")(x)
    if negative_slope != 0.0 and max_value is None and threshold == 0:
        return _op("leaky_relu")(x, negative_slope)
    negative_part = _op("relu")(-x + threshold if threshold != 0 else -x) if negative_slope != 0.0 else None
    clip_max = max_value is not None
    if threshold != 0:
        x = _op("where")(_op("greater")(x, _op("cast")(threshold, x.dtype)), x, _op("zeros_like")(x))
    elif max_value == 6:
        x, clip_max = _op("relu6")(x), False
    else:
        x = _op("relu")(x)
    if clip_max:
        x = _op("clip_by_value")(x, _op("cast")(0.0, x.dtype), _op("cast")(max_value, x.dtype))
    return x if negative_part is None else x - negative_slope * negative_part


def _elu(x, alpha=1.0):
    # Keras's: TensorFlow's Elu, and for any other alpha its negative side scaled by a where.
    result = _op("elu")(x)
    if alpha == 1:
        return result
    return _op("where")(_op("greater")(x, 0.0), result, alpha * result)


def _sigmoid(x):
    return remember_logits(_op("sigmoid")(x), x)


def _softmax(x, axis=-1):
    return remember_logits(over_axes(_op("softmax"), x, axis), x)


def _log_softmax(x, axis=-1):
    return over_axes(_op("log_softmax"), x, axis)


def over_axes(function, x, axis):
    """Keras's softmax or log_softmax along `axis`: TensorFlow's along one axis; along a tuple of axes, those
    axes moved last and flattened into one; along every axis (None, which TensorFlow would take as the last),
    the tensor flattened whole."""
    x = _op("convert_to_tensor")(x)
    if axis is None:
        return _op("reshape")(function(_op("reshape")(x, [-1]), -1), x.shape)
    if not isinstance(axis, tuple):
        return function(x, axis)
    kept = [v for v in range(x.ndim) if v not in axis]
    moved = _op("transpose")(x, (*kept, *axis))
    flat = _op("reshape")(moved, (*[x.shape[v] for v in kept], -1))
    back = _op("reshape")(function(flat, -1), moved.shape)
    order = [*kept, *axis]
    return _op("transpose")(back, sorted(range(len(order)), key=order.__getitem__))


def _gelu(x, approximate=False):
    return _op("gelu")(x, approximate)


def _leaky_relu(x, negative_slope=0.2):
    return _op("leaky_relu")(x, negative_slope)


FUNCTIONS = {
    "relu": _relu, "sigmoid": _sigmoid, "tanh": _op("tanh"), "softmax": _softmax, "softplus": _op("softplus"),
    "elu": _elu, "selu": _op("selu"), "silu": _op("silu"), "gelu": _gelu, "softsign": _op("softsign"),
    "relu6": _op("relu6"), "leaky_relu": _leaky_relu, "exponential": _op("exp"), "linear": lambda x: x,
    "log_softmax": _log_softmax,
}
ACTIVATIONS = {name: Activation(name, function) for name, function in FUNCTIONS.items()}
ACTIVATIONS["swish"] = Activation("silu", FUNCTIONS["silu"])

# keras.ops's activations: the same functions, with keras.ops's defaults (its gelu is the tanh approximation).
OPS = {name: ACTIVATIONS[name] for name in ("relu6", "elu", "selu", "leaky_relu", "silu", "softplus", "softsign",
                                            "softmax", "log_softmax")}
OPS.update(swish=ACTIVATIONS["swish"], gelu=Activation("gelu", lambda x, approximate=True: _gelu(x, approximate)))


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


def serialize(activation):
    """keras.activations.serialize, as a layer's get_config gives its activation: Keras's own by name."""
    if isinstance(activation, Activation) and activation.name in ACTIVATIONS:
        return activation.name
    raise NotImplementedError(f"gradcli's get_config does not describe the activation {activation!r}")


def members():
    return {**ACTIVATIONS, "get": get}


Activation.tf_attributes = {"__name__": lambda a: a.name}
