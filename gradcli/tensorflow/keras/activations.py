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
from gradcli.tensorflow.objects import Variable, convert, read
from gradcli.tensorflow.kernels.mode import fused_activations
from gradcli.lang.text import shape_text


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


def relu(x, negative_slope=0.0, max_value=None, threshold=0.0):
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


def elu(x, alpha=1.0):
    # Keras's: TensorFlow's Elu, and for any other alpha its negative side scaled by a where.
    result = _op("elu")(x)
    if alpha == 1:
        return result
    return _op("where")(_op("greater")(x, 0.0), result, alpha * result)


def sigmoid(x):
    return remember_logits(_op("sigmoid")(x), x)


def softmax(x, axis=-1):
    return remember_logits(over_axes(_op("softmax"), x, axis), x)


def log_softmax(x, axis=-1):
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


def gelu(x, approximate=False):
    return _op("gelu")(x, approximate)


def leaky_relu(x, negative_slope=0.2):
    return _op("leaky_relu")(x, negative_slope)


def exponential(x):
    return _op("exp")(x)


def linear(x):
    return x


def hard_sigmoid(x):
    """relu6(x + 3) / 6."""
    x = _op("convert_to_tensor")(x)
    return _op("relu6")(x + 3.0) / 6.0


def hard_silu(x):
    """x hard_sigmoid(x)."""
    x = _op("convert_to_tensor")(x)
    return x * hard_sigmoid(x)


def mish(x):
    """x tanh(softplus(x))."""
    x = _op("convert_to_tensor")(x)
    return x * _op("tanh")(_op("softplus")(x))


def celu(x, alpha=1.0):
    """max(x, 0) + alpha expm1(min(x, 0) / alpha)."""
    x = _op("convert_to_tensor")(x)
    return _op("maximum")(x, 0.0) + alpha * _op("expm1")(_op("minimum")(x, 0.0) / alpha)


def glu(x, axis=-1):
    """The first half along `axis` times the sigmoid of the second."""
    x = _op("convert_to_tensor")(x)
    if x.shape[axis] % 2 != 0:
        raise ValueError(f"axis size must be divisible by 2. Received: x.shape={shape_text(x.shape)} with "
                         f"axis={axis}")
    first, second = _op("split")(x, 2, axis)
    return first * _op("sigmoid")(second)


def hard_tanh(x):
    return _op("clip_by_value")(_op("convert_to_tensor")(x), -1.0, 1.0)


def hard_shrink(x, threshold=0.5):
    """x where |x| > threshold, else 0."""
    x = _op("convert_to_tensor")(x)
    return _op("where")(_op("greater")(_op("abs")(x), threshold), x, _op("zeros_like")(x))


def soft_shrink(x, threshold=0.5):
    """x moved threshold towards 0, 0 within [-threshold, threshold]."""
    x = _op("convert_to_tensor")(x)
    inner = _op("where")(_op("less")(x, -threshold), x + threshold, _op("zeros_like")(x))
    return _op("where")(_op("greater")(x, threshold), x - threshold, inner)


def tanh_shrink(x):
    x = _op("convert_to_tensor")(x)
    return x - _op("tanh")(x)


def log_sigmoid(x):
    return _op("log_sigmoid")(_op("convert_to_tensor")(x))


def sparse_plus(x):
    """0 up to -1, x from 1, (x + 1)^2 / 4 between."""
    x = _op("convert_to_tensor")(x)
    between = _op("where")(_op("less")(x, 1.0), 1 / 4 * _op("pow")(x + 1.0, 2.0), x)
    return _op("where")(_op("less_equal")(x, -1.0), _op("zeros_like")(x), between)


def sparse_sigmoid(x):
    """0 up to -1, 1 from 1, (x + 1) / 2 between."""
    x = _op("convert_to_tensor")(x)
    between = _op("where")(_op("greater_equal")(x, 1.0), _op("ones_like")(x), 0.5 * (x + 1.0))
    return _op("where")(_op("less_equal")(x, -1.0), _op("zeros_like")(x), between)


def squareplus(x, b=4):
    """(x + sqrt(x^2 + b)) / 2."""
    x = _op("convert_to_tensor")(x)
    b = _op("cast")(b, x.dtype)
    return (x + _op("sqrt")(_op("square")(x) + b)) / 2.0


def threshold(x, threshold, default_value):
    """x where x > threshold, else default_value."""
    x = _op("convert_to_tensor")(x)
    return _op("where")(_op("greater")(x, threshold), x, _op("cast")(default_value, x.dtype))


def sparsemax(x, axis=-1):
    """The Euclidean projection of x onto the probability simplex along `axis` (TensorFlow's steps: the logits
    sorted, their running sums, the support and its threshold tau)."""
    logits = _op("convert_to_tensor")(x)
    ordered = _op("sort")(logits, axis, "DESCENDING")
    running = _op("cumsum")(ordered, axis)
    ranks = _op("range")(1, logits.shape[axis] + 1, dtype=logits.dtype)
    shape = [1] * logits.ndim
    shape[axis] = -1
    ranks = _op("reshape")(ranks, shape)
    support = _op("greater")(ordered - (running - 1.0) / ranks, 0.0)
    kept_sums = _op("where")(support, running, _op("zeros_like")(running))
    k = _op("reduce_sum")(_op("cast")(support, logits.dtype), axis, True)
    tau = (_op("reduce_sum")(kept_sums, axis, True) - 1.0) / k
    return _op("maximum")(logits - tau, 0.0)


FUNCTIONS = {function.__name__: function for function in (
    relu, sigmoid, softmax, elu, gelu, leaky_relu, exponential, linear, log_softmax, hard_sigmoid, hard_silu, mish,
    celu, glu, hard_tanh, hard_shrink, soft_shrink, tanh_shrink, log_sigmoid, sparse_plus, sparse_sigmoid,
    squareplus, threshold, sparsemax)}
FUNCTIONS.update({name: _op(name) for name in ("tanh", "softplus", "selu", "silu", "softsign", "relu6")})
ACTIVATIONS = {name: Activation(name, function) for name, function in FUNCTIONS.items()}
ACTIVATIONS["swish"] = Activation("silu", FUNCTIONS["silu"])
ACTIVATIONS["hard_swish"] = Activation("hard_silu", hard_silu)


def _ops_gelu(x, approximate=True):
    return gelu(x, approximate)


_ops_gelu.__name__ = _ops_gelu.__qualname__ = "gelu"  # (what a wrong argument's message names)

# keras.ops's activations: the same functions, with keras.ops's defaults (its gelu is the tanh approximation).
OPS = {name: ACTIVATIONS[name] for name in (
    "relu6", "elu", "selu", "leaky_relu", "silu", "softplus", "softsign", "softmax", "log_softmax", "swish",
    "hard_sigmoid", "hard_silu", "hard_swish", "celu", "glu", "hard_tanh", "hard_shrink", "soft_shrink", "tanh_shrink",
    "log_sigmoid", "sparse_plus", "sparse_sigmoid", "squareplus", "threshold", "sparsemax")}
OPS["gelu"] = Activation("gelu", _ops_gelu)


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
