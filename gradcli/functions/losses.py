"""Keras's losses, as functions (`keras.losses.NAME`): Keras's own formulas, built from the same operations as
Keras builds them, so that their gradients are Keras's too.
"""
import weakref

import numpy as np

from gradcli.engine import ops
from gradcli.engine.tensor import Tensor
from gradcli.engine.tensor import constant as convert
from gradcli.functions.arguments import as_int, normalize_axes
from gradcli.functions.elementwise import cast
from gradcli.functions.nn import sigmoid_cross_entropy_with_logits, softmax_cross_entropy_with_logits
from gradcli.functions.reductions import clip_by_value, reduce_mean
from gradcli.functions.registry import Group
from gradcli.functions.shapes import expand_dims, squeeze
from gradcli.words.errors import InvalidArgumentError

GROUP = Group("losses")
declared = GROUP.declared

KERAS_EPSILON = 1e-7  # keras.backend.epsilon(): probabilities are clipped to [epsilon, 1 - epsilon]

# Keras's sigmoid and softmax remember their inputs (`_keras_logits`), and its cross-entropies then start from
# those logits instead of the clipped probabilities: output tensor's key -> logits, while the output lives.
_KERAS_LOGITS = {}


def remember_logits(output, logits):
    """`output` of Keras's sigmoid or softmax of `logits`, marked so that the cross-entropies use the logits."""
    _KERAS_LOGITS[output.key] = logits
    weakref.finalize(output, _KERAS_LOGITS.pop, output.key, None)
    return output


def _logits(y_pred, from_logits):
    """Keras's _get_logits: the logits a Keras sigmoid or softmax remembered, and True; else as given."""
    logits = _KERAS_LOGITS.get(y_pred.key)
    return (y_pred, from_logits) if logits is None else (logits, True)


def same_rank(y_true, y_pred):
    """Keras's squeeze_or_expand_to_same_rank: ranks one apart, with a last axis of 1, are made equal."""
    if y_true.ndim == y_pred.ndim + 1 and y_true.shape[-1] == 1:
        return (y_true, expand_dims(y_pred, -1)) if y_pred.ndim == 1 else (squeeze(y_true, -1), y_pred)
    if y_pred.ndim == y_true.ndim + 1 and y_pred.shape[-1] == 1:
        return (expand_dims(y_true, -1), y_pred) if y_true.ndim == 1 else (y_true, squeeze(y_pred, -1))
    return y_true, y_pred


def _like(value, reference):
    """`value` as a tensor of `reference`'s dtype: a tensor is cast (keeping its gradient), numbers converted."""
    return cast(value, reference.dtype) if isinstance(value, Tensor) else convert(value, reference.dtype)


def _keras_pair(y_true, y_pred):
    y_pred = convert(y_pred)
    return same_rank(_like(y_true, y_pred), y_pred)


def _require_same_shape(target, output):
    if target.shape != output.shape:
        raise ValueError(f"Arguments `target` and `output` must have the same shape. Received: "
                         f"target.shape={target.shape}, output.shape={output.shape}")


def keras_mean(x, axis=None, keepdims=False):
    """keras.ops.mean, which is not tf.reduce_mean: integers and booleans are averaged as float32 (their result
    type with float32) and stay float32, float16 and bfloat16 are averaged as float32 and cast back."""
    x = convert(x)
    if x.dtype.name in ("float32", "float64", "complex64", "complex128"):
        return reduce_mean(x, axis, keepdims)
    mean = reduce_mean(cast(x, "float32"), axis, keepdims)
    return cast(mean, x.dtype) if x.dtype.name in ("float16", "bfloat16") else mean


def _last_axis_mean(values):
    if values.ndim == 0:
        raise InvalidArgumentError("Invalid reduction dimension (-1 for input with 0 dimension(s)")
    return keras_mean(values, -1)


# Keras 3 has mean_squared_error and mean_absolute_error by their short names only.
@declared("mean_squared_error", "mean over the last axis of (y_true - y_pred) ** 2",
          (("keras.losses", "mse"), ("keras.losses", "MSE")), ("mse", "MSE"))
def mean_squared_error(y_true, y_pred):
    y_true, y_pred = _keras_pair(y_true, y_pred)
    return _last_axis_mean(ops.square(y_true - y_pred))


@declared("mean_absolute_error", "mean over the last axis of |y_true - y_pred|",
          (("keras.losses", "mae"), ("keras.losses", "MAE")), ("mae", "MAE"))
def mean_absolute_error(y_true, y_pred):
    y_true, y_pred = _keras_pair(y_true, y_pred)
    return _last_axis_mean(ops.abs(y_true - y_pred))


@declared("binary_crossentropy", "mean logistic loss over the last axis; probabilities are clipped to "
          "[1e-7, 1 - 1e-7]", ("keras.losses",))
def binary_crossentropy(y_true, y_pred, from_logits=False, label_smoothing=0.0, axis=-1):
    y_pred = convert(y_pred)
    target = _like(y_true, y_pred)
    if label_smoothing:
        target = target * (1.0 - label_smoothing) + 0.5 * label_smoothing
    _require_same_shape(target, y_pred)
    return reduce_mean(binary_crossentropy_elements(target, y_pred, from_logits), axis)


def binary_crossentropy_elements(target, output, from_logits=False):
    """keras.ops.binary_crossentropy: each element's logistic loss (from the logits a Keras sigmoid remembered),
    the probabilities clipped to [1e-7, 1 - 1e-7]."""
    output, from_logits = _logits(output, from_logits)
    if from_logits:
        return sigmoid_cross_entropy_with_logits(labels=target, logits=output)
    output = clip_by_value(output, KERAS_EPSILON, 1.0 - KERAS_EPSILON)
    return -(target * ops.log(output) + (1.0 - target) * ops.log(1.0 - output))


@declared("categorical_crossentropy", "-sum(y_true * log(y_pred)), y_pred normalised and clipped to "
          "[1e-7, 1 - 1e-7]", ("keras.losses",))
def categorical_crossentropy(y_true, y_pred, from_logits=False, label_smoothing=0.0, axis=-1):
    y_pred = convert(y_pred)
    target = _like(y_true, y_pred)
    if label_smoothing:
        target = target * (1.0 - label_smoothing) + label_smoothing / target.shape[-1]
    if target.ndim < 1:
        raise ValueError(f"Arguments `target` and `output` must be at least rank 1. Received: "
                         f"target.shape={target.shape}, output.shape={y_pred.shape}")
    _require_same_shape(target, y_pred)
    y_pred, from_logits = _logits(y_pred, from_logits)
    if from_logits:
        return softmax_cross_entropy_with_logits(labels=target, logits=y_pred, axis=axis)
    output = y_pred / ops.reduce_sum(y_pred, axis=normalize_axes(axis, y_pred.ndim), keepdims=True)
    output = clip_by_value(output, KERAS_EPSILON, 1.0 - KERAS_EPSILON)
    return -ops.reduce_sum(target * ops.log(output), axis=normalize_axes(axis, y_pred.ndim), keepdims=False)


@declared("sparse_categorical_crossentropy", "categorical cross-entropy with class numbers as y_true",
          ("keras.losses",))
def sparse_categorical_crossentropy(y_true, y_pred, from_logits=False, ignore_class=None, axis=-1):
    output = convert(y_pred)
    if as_int(axis, "axis") not in (-1, output.ndim - 1):
        raise ValueError(f"Only axis=-1 is currently supported. Received: axis={axis}")
    target = convert(y_true)
    target = Tensor(np.trunc(target.value).astype(np.int64))  # cast to int64, as Keras does
    if target.ndim == output.ndim and target.shape[-1] == 1:
        target = squeeze(target, -1)
    if output.ndim < 1 or target.shape != output.shape[:-1]:
        raise ValueError(f"Arguments `target` and `output` must have the same shape up until the last dimension: "
                         f"target.shape={target.shape}, output.shape={output.shape}")
    valid = None
    if ignore_class is not None:  # Keras's: the class's entries zeroed (labels and predictions), their losses 0
        valid = target.value != ignore_class
        target = Tensor(target.value * valid)
        output = ops.multiply(output, Tensor(valid[..., None].astype(output.value.dtype)))
    output, from_logits = _logits(output, from_logits)
    if not from_logits:
        output = ops.log(clip_by_value(output, KERAS_EPSILON, 1.0 - KERAS_EPSILON))
    losses = ops.sparse_softmax_xent(target, output)
    return losses if valid is None else ops.where(Tensor(valid), losses, Tensor(np.zeros((), losses.value.dtype)))
