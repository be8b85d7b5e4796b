"""Keras 3's other losses, as functions (`keras.losses.hinge`, which `keras.metrics` shares) and as loss objects
(`keras.losses.Hinge()`): percentage and logarithmic errors, the hinges, Poisson, cosine similarity, the focal
cross-entropies, Dice and Tversky.

Each function is Keras's (keras/src/losses/losses.py) operation by operation, from the engine's operations, so
that values and gradients are Keras's; the objects reduce them as every loss object does (`losses.Loss`).
"""
import numpy as np

from gradcli.engine import dtypes, ops
from gradcli.engine.tensor import constant
from gradcli.functions import VOCABULARY
from gradcli.functions import losses as functions
from gradcli.functions.losses import KERAS_EPSILON, keras_mean, remember_logits, same_rank
from gradcli.functions.elementwise import cast
from gradcli.functions.reductions import clip_by_value
from gradcli.tensorflow import function
from gradcli.tensorflow.keras.losses import as_tensor, loss_class

reduce_sum = VOCABULARY["reduce_sum"].call
reduce_max = VOCABULARY["reduce_max"].call


def _pair(y_true, y_pred, same_ranks=True):
    """Keras's start: y_pred a tensor, y_true one of its dtype, their ranks made equal where Keras does. (In a
    tf.function's trace, the trace runs as Python: the hinges look at the labels' values.)"""
    function.runs_as_python()
    y_pred = as_tensor(y_pred)
    y_true = as_tensor(y_true, y_pred.value.dtype.name)
    return same_rank(y_true, y_pred) if same_ranks else (y_true, y_pred)


def _epsilon(like):
    """keras.ops.convert_to_tensor(epsilon, like's dtype): 0 for integers (Keras converts, then casts)."""
    dtype = like.value.dtype
    return constant(KERAS_EPSILON if np.issubdtype(dtype, np.floating) or dtypes.is_bfloat16(like.value) else 0,
                    like.dtype)


def mean_absolute_percentage_error(y_true, y_pred):
    """100 times the mean over the last axis of |(y_true - y_pred) / max(|y_true|, epsilon)|."""
    y_true, y_pred = _pair(y_true, y_pred)
    # (TensorFlow's division: integers divide as floats, int32 as float64; an integer epsilon is 0)
    difference = ops.abs((y_true - y_pred) / ops.maximum(ops.abs(y_true), _epsilon(y_pred)))
    return 100.0 * keras_mean(difference, -1)


def mean_squared_logarithmic_error(y_true, y_pred):
    """The mean over the last axis of (log(max(y_pred, epsilon) + 1) - log(max(y_true, epsilon) + 1))^2."""
    y_true, y_pred = _pair(y_true, y_pred)
    # (Keras's maximum promotes y_pred's dtype and float32 epsilon's: float64 stays, the others are float32)
    promoted = "float64" if y_pred.dtype.name == "float64" else "float32"
    epsilon = cast(constant(KERAS_EPSILON, "float32"), promoted)
    y_true, y_pred = cast(y_true, promoted), cast(y_pred, promoted)
    first_log = ops.log(ops.maximum(y_pred, epsilon) + 1.0)
    second_log = ops.log(ops.maximum(y_true, epsilon) + 1.0)
    return keras_mean(ops.square(first_log - second_log), -1)


def _hinge_labels(y_true):
    """Keras's convert_binary_labels_to_hinge: labels that are all 0 or 1 become -1 or 1."""
    values = y_true.value
    return 2.0 * y_true - 1.0 if ((values == 0) | (values == 1)).all() else y_true


def hinge(y_true, y_pred):
    """The mean over the last axis of max(1 - y_true y_pred, 0), labels of 0 and 1 taken as -1 and 1."""
    y_true, y_pred = _pair(y_true, y_pred, same_ranks=False)
    return keras_mean(ops.maximum(1.0 - _hinge_labels(y_true) * y_pred, 0.0), -1)


def squared_hinge(y_true, y_pred):
    """The mean over the last axis of max(1 - y_true y_pred, 0)^2, labels of 0 and 1 taken as -1 and 1."""
    y_true, y_pred = _pair(y_true, y_pred, same_ranks=False)
    return keras_mean(ops.square(ops.maximum(1.0 - _hinge_labels(y_true) * y_pred, 0.0)), -1)


def categorical_hinge(y_true, y_pred):
    """max(neg - pos + 1, 0): pos the true class's score, neg the largest of the others'."""
    y_true, y_pred = _pair(y_true, y_pred, same_ranks=False)
    positive = reduce_sum(y_true * y_pred, -1)
    negative = reduce_max((1.0 - y_true) * y_pred, -1)
    return ops.maximum(negative - positive + 1.0, constant(0.0, y_pred.value.dtype))


def poisson(y_true, y_pred):
    """The mean over the last axis of y_pred - y_true log(y_pred + epsilon)."""
    y_true, y_pred = _pair(y_true, y_pred, same_ranks=False)
    shifted = y_pred + _epsilon(y_pred)
    if not np.issubdtype(shifted.value.dtype, np.floating) and not dtypes.is_bfloat16(shifted.value):
        shifted = cast(shifted, "float32")  # (keras.ops.log of integers; y_true times it then fails, as in Keras)
    return keras_mean(y_pred - y_true * ops.log(shifted), -1)


def _l2_normalize(x, axis):
    """keras.ops.normalize(x, axis, order=2): x times min(rsqrt(sum of squares), 1 / epsilon)."""
    if x.ndim == 0:
        x = VOCABULARY["expand_dims"].call(x, 0)
    inverse_norm = ops.rsqrt(reduce_sum(ops.square(x), axis, True))
    return x * ops.minimum(inverse_norm, 1.0 / KERAS_EPSILON)


def cosine_similarity(y_true, y_pred, axis=-1):
    """Minus the sum over `axis` of the L2-normalized y_true times the L2-normalized y_pred."""
    y_true, y_pred = _pair(y_true, y_pred)
    return -reduce_sum(_l2_normalize(y_true, axis) * _l2_normalize(y_pred, axis), axis)


def binary_focal_crossentropy(y_true, y_pred, apply_class_balancing=False, alpha=0.25, gamma=2.0, from_logits=False,
                              label_smoothing=0.0, axis=-1):
    """The binary cross-entropy times (1 - p_t)^gamma (and, balanced, alpha or 1 - alpha), averaged over `axis`."""
    y_true, y_pred = _pair(y_true, y_pred, same_ranks=False)
    if label_smoothing:
        y_true = y_true * (1.0 - label_smoothing) + 0.5 * label_smoothing
    if from_logits:  # (Keras's sigmoid remembers its logits, from which the cross-entropy is computed)
        y_pred = remember_logits(ops.sigmoid(y_pred), y_pred)
    cross_entropy = functions.binary_crossentropy_elements(y_true, y_pred)
    p_t = y_true * y_pred + (1 - y_true) * (1 - y_pred)
    focal = ops.power(1.0 - p_t, constant(gamma, y_pred.value.dtype)) * cross_entropy
    if apply_class_balancing:
        focal = (y_true * alpha + (1 - y_true) * (1 - alpha)) * focal
    return keras_mean(focal, axis)


def categorical_focal_crossentropy(y_true, y_pred, alpha=0.25, gamma=2.0, from_logits=False, label_smoothing=0.0,
                                   axis=-1):
    """The categorical cross-entropy of each class times alpha (1 - p)^gamma, summed over `axis`."""
    if isinstance(axis, bool):
        raise ValueError(f"`axis` must be of type `int`. Received: axis={axis} of type {type(axis)}")
    y_true, y_pred = _pair(y_true, y_pred, same_ranks=False)
    if label_smoothing:
        y_true = y_true * (1.0 - label_smoothing) + label_smoothing / constant(y_true.shape[-1],
                                                                               y_pred.value.dtype)
    if from_logits:
        y_pred = VOCABULARY["softmax"].call(y_pred, axis)
    output = y_pred / reduce_sum(y_pred, axis, True)
    output = clip_by_value(output, KERAS_EPSILON, 1.0 - KERAS_EPSILON)
    cross_entropy = -y_true * ops.log(output)
    modulating = ops.power(1.0 - output, constant(gamma, output.value.dtype))
    return reduce_sum(modulating * alpha * cross_entropy, axis)


def dice(y_true, y_pred, axis=None):
    """1 - 2 sum(y_true y_pred) / (sum(y_true) + sum(y_pred) + epsilon), over `axis` (every axis: None)."""
    y_true, y_pred = _pair(y_true, y_pred, same_ranks=False)
    intersection = reduce_sum(y_true * y_pred, axis)
    ratio = 2.0 * intersection / (reduce_sum(y_true, axis) + reduce_sum(y_pred, axis) + KERAS_EPSILON)
    return 1 - ratio


def tversky(y_true, y_pred, alpha=0.5, beta=0.5, axis=None):
    """1 - TP / (TP + alpha FP + beta FN + epsilon), from the soft counts over `axis`."""
    y_true, y_pred = _pair(y_true, y_pred, same_ranks=False)
    intersection = reduce_sum(y_true * y_pred, axis)
    false_positives = reduce_sum((1 - y_pred) * y_true, axis)
    false_negatives = reduce_sum(y_pred * (1 - y_true), axis)
    ratio = intersection / (intersection + false_positives * alpha + false_negatives * beta + KERAS_EPSILON)
    return 1 - ratio


# Under their names in tf.keras.losses and keras.losses alike
FUNCTIONS = {function.__name__: function for function in (
    hinge, squared_hinge, categorical_hinge, poisson, cosine_similarity, binary_focal_crossentropy,
    categorical_focal_crossentropy, dice, tversky)}
# keras.losses's names for two more, and tf.keras.losses's short ones
LONG_NAMES = {function.__name__: function for function in (mean_absolute_percentage_error,
                                                           mean_squared_logarithmic_error)}
SHORT_NAMES = {"mape": mean_absolute_percentage_error, "MAPE": mean_absolute_percentage_error,
               "msle": mean_squared_logarithmic_error, "MSLE": mean_squared_logarithmic_error}

_FOCAL = ("from_logits", "label_smoothing", "axis")
CLASSES = {cls.__name__: cls for cls in (
    loss_class("MeanAbsolutePercentageError", mean_absolute_percentage_error, "mean_absolute_percentage_error"),
    loss_class("MeanSquaredLogarithmicError", mean_squared_logarithmic_error, "mean_squared_logarithmic_error"),
    loss_class("Hinge", hinge, "hinge"),
    loss_class("SquaredHinge", squared_hinge, "squared_hinge"),
    loss_class("CategoricalHinge", categorical_hinge, "categorical_hinge"),
    loss_class("Poisson", poisson, "poisson"),
    loss_class("CosineSimilarity", cosine_similarity, "cosine_similarity", axis=-1),
    loss_class("BinaryFocalCrossentropy", binary_focal_crossentropy, "binary_focal_crossentropy",
                configured=(*_FOCAL, "apply_class_balancing", "alpha", "gamma"), apply_class_balancing=False,
                alpha=0.25, gamma=2.0, from_logits=False, label_smoothing=0.0, axis=-1),
    loss_class("CategoricalFocalCrossentropy", categorical_focal_crossentropy, "categorical_focal_crossentropy",
                configured=(*_FOCAL, "alpha", "gamma"), alpha=0.25, gamma=2.0, from_logits=False,
                label_smoothing=0.0, axis=-1),
    loss_class("Dice", dice, "dice", configured=("axis",), axis=None),
    loss_class("Tversky", tversky, "tversky", configured=("alpha", "beta", "axis"), alpha=0.5, beta=0.5, axis=None),
)}
