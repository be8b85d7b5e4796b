"""The neural-network functions: activations, softmax, and the cross-entropies of logits (`tf.nn`).

Unlike the elementwise group's, these functions are elementwise only where their rows say so, as the
activations' do: a sweep evaluates those at every point at once.
"""
import numpy as np

from gradcli.engine import dtypes, kernels, ops
from gradcli.engine.tensor import Tensor
from gradcli.engine.tensor import constant as convert
from gradcli.functions.arguments import as_indices, as_int, normalize_axis, require_floating
from gradcli.functions.elementwise import cast, piecewise
from gradcli.functions.registry import Group
from gradcli.words.errors import InvalidArgumentError

GROUP = Group("neural network")
row, declared = GROUP.row, GROUP.declared


def activation(prim):
    """A primitive as TensorFlow's activations take their argument, named `features`."""
    return lambda features: prim(features)


row("relu", activation(ops.relu), "max(x, 0); the gradient at 0 is 0", ("nn",),
    sympy=lambda sp, x: piecewise(sp, x, x > 0, 0), elementwise=True)
row("softplus", activation(ops.softplus), "log(1 + exp(x))", ("math", "nn"),
    sympy=lambda sp, x: sp.log(1 + sp.exp(x)), elementwise=True)
row("softsign", activation(ops.softsign), "x / (1 + |x|); TensorFlow differentiates it once only", ("math", "nn"),
    sympy=lambda sp, x: x / (1 + sp.Abs(x)), elementwise=True)
row("elu", activation(ops.elu), "x, or exp(x) - 1 below 0", ("nn",),
    sympy=lambda sp, x: piecewise(sp, sp.exp(x) - 1, x < 0, x), elementwise=True)
row("selu", activation(ops.selu), "scale * elu with alpha, the self-normalising constants", ("nn",),
    sympy=lambda sp, x: piecewise(sp, kernels.SELU_SCALE_ALPHA * (sp.exp(x) - 1), x < 0, kernels.SELU_SCALE * x),
    elementwise=True)


@declared("log_sigmoid", "log(sigmoid(x)), computed as -softplus(-x)", ("math",),
          sympy=lambda sp, x: -sp.log(1 + sp.exp(-x)), elementwise=True)
def log_sigmoid(x):
    # TensorFlow's: -softplus(-x).
    x = convert(x)
    require_floating(x, "log_sigmoid")
    return ops.negative(ops.softplus(ops.negative(x)))


row("relu6", activation(ops.relu6), "min(max(x, 0), 6); the gradient at 0 and 6 is 0", ("nn",),
    sympy=lambda sp, x: sp.Piecewise((0, x <= 0), (x, x < 6), (6, True)), elementwise=True)


@declared("bias_add", "value + bias, bias along the last axis (axis 1 with data_format \"NC...\")", ("nn",))
def bias_add(value, bias, data_format=None):
    value, bias = convert(value), convert(bias)
    if data_format is not None and not (str(data_format).startswith("NC") or (
            str(data_format).startswith("N") and str(data_format).endswith("C"))):
        raise ValueError(f"`data_format` must be of the form `N...C` or `NC...`. Received: data_format={data_format}")
    channel_axis = 1 if data_format is not None and str(data_format).startswith("NC") else -1
    if bias.ndim != 1 or value.ndim < 2 or bias.shape[0] != value.shape[channel_axis]:
        raise InvalidArgumentError(f"Must provide as many biases as the last dimension of the input tensor: "
                                   f"{list(bias.shape)} vs. {list(value.shape)}")
    if channel_axis == 1 and value.ndim > 2:
        # Channels first: the bias along axis 1; its gradient is summed in Sum's order, not BiasAddGrad's (NCHW).
        return ops.add(value, ops.reshape(bias, shape=bias.shape + (1,) * (value.ndim - 2)))
    return ops.bias_add(value, bias)


@declared("leaky_relu", "x, or alpha * x at and below 0 (alpha kept as a float32, as in TensorFlow)", ("nn",),
          elementwise=True)
def leaky_relu(features, alpha=0.2):
    x = convert(features)
    if isinstance(alpha, Tensor):
        raise TypeError(f"Expected float for argument 'alpha' not {alpha!r}.")
    if x.value.dtype.kind != "f":
        x = cast(x, dtypes.float32)  # as TensorFlow does with integer features
    return ops.leaky_relu(x, alpha=float(alpha))


@declared("silu", "x * sigmoid(beta * x)", ("nn", ("nn", "swish")), ("swish",), elementwise=True)
def silu(features, beta=1.0):
    x = convert(features)
    return ops.silu(x, convert(beta, x.dtype))


@declared("gelu", "x * P(N(0, 1) <= x), or its tanh approximation", ("nn",), elementwise=True)
def gelu(features, approximate=False):
    # TensorFlow's composites: the tanh approximation, or 0.5 x erfc(-x / sqrt(2)). Two of its constants pass
    # through float32 on the way (cast(0.044715, dtype) converts the Python float to float32 first), so they
    # are used rounded to float32 here too; 0.7978845608028654 meets the tensor directly and keeps every digit.
    x = convert(features)
    if x.value.dtype.kind != "f":
        raise ValueError(f"`features.dtype` must be a floating point tensor.Received:features.dtype={x.dtype}")
    if approximate:
        cubic = x + float(np.float32(0.044715)) * ops.power(x, 3.0)
        return 0.5 * x * (1.0 + ops.tanh(0.7978845608028654 * cubic))
    return 0.5 * x * ops.erfc(-x * float(np.float32(0.7071067811865476)))


def _softmax_axis(x, axis, name):
    """TensorFlow's softmax axis: None is the last axis; the logits need rank 1 or more."""
    if isinstance(axis, (list, tuple)):
        raise TypeError(f"'<=' not supported between instances of 'int' and '{type(axis).__name__}' "
                        f"({name}'s axis is one integer)")
    if x.ndim == 0:
        raise InvalidArgumentError(f"logits must have >= 1 dimension, got {kernels.dims(x.shape)}")
    if axis is None:
        return -1
    number = as_int(int(axis) if isinstance(axis, float) and axis == int(axis) else axis, "axis")
    if not -x.ndim <= number < x.ndim:
        raise InvalidArgumentError(f"`dim` must be in the range [{-x.ndim}, {x.ndim}) where {x.ndim} is the number "
                                   f"of dimensions in the input. Received: dim={number}")
    return normalize_axis(number, x.ndim)


@declared("softmax", "exp(x) / sum(exp(x)) along axis (the last by default)", ("nn", "math"))
def softmax(logits, axis=None):
    x = convert(logits)
    require_floating(x, "softmax")
    return ops.softmax(x, axis=_softmax_axis(x, axis, "softmax"))


@declared("log_softmax", "x - logsumexp(x) along axis (the last by default)", ("nn", "math"))
def log_softmax(logits, axis=None):
    x = convert(logits)
    require_floating(x, "log_softmax")
    return ops.log_softmax(x, axis=_softmax_axis(x, axis, "log_softmax"))


@declared("softmax_cross_entropy_with_logits", "-sum(labels * log_softmax(logits)); logits get softmax - labels",
          ("nn",))
def softmax_cross_entropy_with_logits(labels, logits, axis=-1):
    logits = convert(logits)
    return ops.softmax_xent(labels, logits, axis=normalize_axis(axis, logits.ndim))


@declared("sparse_softmax_cross_entropy_with_logits", "cross-entropy with class-number labels, which get no "
          "gradient", ("nn",))
def sparse_softmax_cross_entropy_with_logits(labels, logits):
    as_indices(convert(labels), "labels", "Tlabels")
    return ops.sparse_softmax_xent(labels, logits)


@declared("sigmoid_cross_entropy_with_logits", "elementwise logistic loss of logits against labels in [0, 1]",
          ("nn",))
def sigmoid_cross_entropy_with_logits(labels, logits):
    # TensorFlow's stable form max(z, 0) - z * t + log(1 + exp(-|z|)), built with
    # `where` as TensorFlow builds it, so the gradient at z = 0 is sigmoid(0) - t.
    labels, logits = convert(labels), convert(logits)
    if labels.shape != logits.shape:
        raise InvalidArgumentError(f"labels and logits must have the same shape, got {labels.shape} and {logits.shape}")
    nonnegative = logits >= 0.0
    relu_logits = ops.where(nonnegative, logits, 0.0)
    neg_abs_logits = ops.where(nonnegative, -logits, logits)
    return relu_logits - logits * labels + ops.log1p(ops.exp(neg_abs_logits))
