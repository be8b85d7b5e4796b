"""The neural-network functions: activations, softmax, the cross-entropies of logits and the poolings
(`tf.nn`).

Unlike the elementwise group's, these functions are elementwise only where their rows say so, as the
activations' do: a sweep evaluates those at every point at once.
"""
import math

import numpy as np

from gradcli.engine import dtypes, kernels, ops
from gradcli.engine.tensor import Tensor
from gradcli.engine.tensor import constant as convert
from gradcli.functions.arguments import as_indices, as_int, as_int_list, normalize_axis, require_floating
from gradcli.functions.reductions import reduce_mean
from gradcli.functions.elementwise import cast, divide, piecewise
from gradcli.functions.registry import Group
from gradcli.words.errors import InvalidArgumentError
from gradcli.functions.shapes import gather, pad, stack, transpose

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


# ----- poolings -----
# A window's elements are gathered by strided slices (one per offset in the window, stacked), so that tapes see
# them. MaxPool takes each window's first largest element, in row-by-row order, and sends its gradient there only,
# as TensorFlow's MaxPoolGrad does; "SAME" windows at the edges hold fewer of the input's elements, which AvgPool
# divides by.


def _window_argument(value, spatial, name, data_format):
    """ksize or strides: an int, or a list of 1, `spatial` or `spatial` + 2 ints (1 for the batch and channels)."""
    values = [value] if isinstance(value, int) else as_int_list(value, name)
    if len(values) == 1:
        return tuple(values) * spatial
    if len(values) == spatial:
        return tuple(values)
    if len(values) == spatial + 2:
        channels_first = data_format.startswith("NC")
        outer = (values[0], values[1]) if channels_first else (values[0], values[-1])
        if outer != (1, 1):
            raise InvalidArgumentError(f"Pooling is not yet supported on the batch nor channel dimension: {name} "
                                       f"{values}")
        return tuple(values[2:] if channels_first else values[1:-1])
    raise InvalidArgumentError(f"{name} should be of length 1, {spatial} or {spatial + 2}. Received: {name}={value}")


def _pool(value, ksize, strides, padding, data_format, spatial, largest):
    x = convert(value)
    require_floating(x, "MaxPool" if largest else "AvgPool")
    default = "NWC" if spatial == 1 else "NHWC"
    data_format = default if data_format is None else str(data_format)
    if data_format not in (default, "NCW" if spatial == 1 else "NCHW"):
        raise InvalidArgumentError(f"data_format must be {default} or its channels-first form, not {data_format}")
    if x.ndim != spatial + 2:
        raise InvalidArgumentError(f"input must be {spatial + 2}-dimensional, not of shape {x.shape}")
    if not isinstance(padding, str) or padding.upper() not in ("SAME", "VALID"):
        raise InvalidArgumentError(f"padding must be \"SAME\" or \"VALID\" (gradcli takes no explicit "
                                   f"paddings), not {padding!r}")
    windows = _window_argument(ksize, spatial, "ksize", data_format)
    steps = _window_argument(strides, spatial, "strides", data_format)
    if min(windows + steps) < 1:
        raise InvalidArgumentError(f"Sliding window ksize and strides must be positive: ksize {list(windows)}, "
                                   f"strides {list(steps)}")
    if data_format.startswith("NC"):
        x = transpose(x, [0, *range(2, spatial + 2), 1])
    pooled = _pooled(x, windows, steps, padding.upper() == "SAME", largest)
    return transpose(pooled, [0, spatial + 1, *range(1, spatial + 1)]) if data_format.startswith("NC") \
        else pooled


def _pooled(x, windows, steps, same, largest):
    """The pooling of a channels-last input."""
    if largest and (np.isnan(x.value).any() or np.isneginf(x.value).any()):
        raise InvalidArgumentError("gradcli does not max-pool NaN or -inf: TensorFlow's MaxPool skips NaN, gives "
                                   "the lowest float for -inf, and sends their gradients by rules of its own")
    sizes = x.shape[1:-1]
    befores = [max((math.ceil(n / s) - 1) * s + k - n, 0) // 2 if same else 0 for n, k, s in zip(sizes, windows,
                                                                                                  steps)]
    outputs = [math.ceil(n / s) if same else (n - k) // s + 1 for n, k, s in zip(sizes, windows, steps)]
    if min(outputs) <= 0:
        raise InvalidArgumentError(f"Computed output size would be negative: input {x.shape}, window {windows}")
    pads = [[0, 0]] + [[b, max((o - 1) * s + k - n - b, 0)] for n, k, s, b, o in zip(
        sizes, windows, steps, befores, outputs)] + [[0, 0]]
    padded = pad(x, pads, constant_values=-np.inf if largest else 0.0) if same else x
    # (batch, *out, channels, window) for a max, whose gather takes the window last; (batch, *out, window,
    # channels) for a mean, summed one window element after the other, as AvgPool sums them
    patches = stack([padded[(slice(None), *(slice(i, i + (o - 1) * s + 1, s) for i, o, s in zip(
        offset, outputs, steps)), slice(None))] for offset in np.ndindex(*windows)], axis=-1 if largest else -2)
    if largest:
        last = patches.ndim - 1
        first_largest = np.argmax(patches.value, axis=last)  # (no NaN: the first of the largest)
        return gather(patches, first_largest, axis=last, batch_dims=last)
    if not same:
        return reduce_mean(patches, axis=-2)
    counts = np.ones((1,), np.float32)
    for n, k, s, b, o in zip(sizes, windows, steps, befores, outputs):
        starts = np.arange(o) * s - b
        counts = np.multiply.outer(counts, (np.minimum(starts + k, n) - np.maximum(starts, 0)).astype(np.float32))
    sums = ops.reduce_sum(patches, axis=(patches.ndim - 2,), keepdims=False)
    return divide(sums, counts.reshape(counts.shape[1:] + (1,)).astype(x.value.dtype))


@declared("max_pool2d", "the largest of each window; its gradient goes to the window's first largest only", ("nn",))
def max_pool2d(input, ksize, strides, padding, data_format="NHWC"):
    return _pool(input, ksize, strides, padding, data_format, 2, True)


@declared("avg_pool2d", "the mean of each window (of the input's own elements, for SAME)", ("nn",))
def avg_pool2d(input, ksize, strides, padding, data_format="NHWC"):
    return _pool(input, ksize, strides, padding, data_format, 2, False)


@declared("max_pool1d", "the largest of each window along the sequence; its gradient goes to the first largest",
          ("nn",))
def max_pool1d(input, ksize, strides, padding, data_format="NWC"):
    return _pool(input, ksize, strides, padding, data_format, 1, True)


@declared("avg_pool1d", "the mean of each window along the sequence", ("nn",))
def avg_pool1d(input, ksize, strides, padding, data_format="NWC"):
    return _pool(input, ksize, strides, padding, data_format, 1, False)


def _spatial(x):
    """The spatial axes of an input of rank 3 (one) or 4 (two)."""
    rank = convert(x).ndim
    if rank not in (3, 4):
        raise InvalidArgumentError(f"gradcli pools inputs of rank 3 or 4, not {rank}")
    return rank - 2


@declared("max_pool", "max_pool1d or max_pool2d, by the input's rank", ("nn",))
def max_pool(input, ksize, strides, padding, data_format=None):
    return _pool(input, ksize, strides, padding, data_format, _spatial(input), True)


@declared("avg_pool", "avg_pool1d or avg_pool2d, by the input's rank", ("nn",))
def avg_pool(input, ksize, strides, padding, data_format=None):
    return _pool(input, ksize, strides, padding, data_format, _spatial(input), False)
