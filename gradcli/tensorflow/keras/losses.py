"""Keras 3's losses as objects (`tf.keras.losses.MeanSquaredError()(y_true, y_pred, sample_weight=)`) and the
functions Keras has beside gradcli's vocabulary (`huber`, `log_cosh`, `kl_divergence`), with Keras's arithmetic.

A loss object converts both arguments to float32, squeezes or expands a last axis of 1 to make their ranks
equal, computes its function's per-sample losses (gradcli's own, so gradients come from the engine), weights
them, and reduces them as Keras does: "sum_over_batch_size" (the default: the weighted sum over the number of
elements, 0 for none), "sum", "mean", "mean_with_sample_weight", or "none" / None (no reduction).
"""
import math

import numpy as np

from gradcli.engine import ops
from gradcli.engine.shown import Shown
from gradcli.engine.tensor import Tensor, constant
from gradcli.functions import losses as functions
from gradcli.functions.losses import same_rank
from gradcli.functions.elementwise import cast
from gradcli.functions import VOCABULARY
from gradcli.functions.reductions import clip_by_value, reduce_mean
from gradcli.functions.shapes import expand_dims, squeeze
from gradcli.tensorflow import function
from gradcli.tensorflow.keras.schedules import as_dtype_of
from gradcli.tensorflow.objects import convert, read
from gradcli.lang.text import to_repr

KERAS_EPSILON = functions.KERAS_EPSILON
reduce_sum = VOCABULARY["reduce_sum"].call  # tf.reduce_sum(x, axis=None)
REDUCTIONS = ("sum_over_batch_size", "sum", None, "none", "mean", "mean_with_sample_weight")


def as_tensor(value, dtype=None):
    value = read(value)
    if dtype is None:
        return convert(value)
    return as_dtype_of(value, dtype) if isinstance(value, Tensor) else convert(value, dtype)


# ----- the functions Keras has that the vocabulary lacks -----

def huber(y_true, y_pred, delta=1.0):
    """Keras's huber: 0.5 e^2 where |e| <= delta, else delta |e| - 0.5 delta^2, averaged over the last axis."""
    y_pred = as_tensor(y_pred)
    y_true = as_tensor(y_true, y_pred.value.dtype.name)
    y_true, y_pred = same_rank(y_true, y_pred)
    delta = as_tensor(delta, y_pred.value.dtype.name)
    error = y_pred - y_true
    abs_error = ops.abs(error)
    half = constant(0.5, y_pred.value.dtype)
    losses = ops.where(ops.less_equal(abs_error, delta), half * ops.square(error),
                       delta * abs_error - half * ops.square(delta))
    return reduce_mean(losses, -1)


def log_cosh(y_true, y_pred):
    """Keras's log_cosh: x + softplus(-2x) - log 2 of the error, averaged over the last axis."""
    y_pred = as_tensor(y_pred)
    y_true = as_tensor(y_true, y_pred.value.dtype.name)
    y_true, y_pred = same_rank(y_true, y_pred)
    x = y_pred - y_true
    return reduce_mean(x + ops.softplus(x * -2.0) - constant(math.log(2.0), y_pred.value.dtype), -1)


def kl_divergence(y_true, y_pred):
    """Keras's kl_divergence: sum of y_true log(y_true / y_pred) over the last axis, both clipped to [1e-7, 1]."""
    y_pred = as_tensor(y_pred)
    y_true = clip_by_value(as_tensor(y_true, y_pred.value.dtype.name), KERAS_EPSILON, 1.0)
    y_pred = clip_by_value(y_pred, KERAS_EPSILON, 1.0)
    return reduce_sum(y_true * ops.log(y_true / y_pred), -1)


def sparse_categorical_crossentropy(y_true, y_pred, from_logits=False, ignore_class=None, axis=-1):
    """Keras's: gradcli's sparse categorical cross-entropy, with the class `ignore_class` given 0 (and masked
    out of a loss object's mean)."""
    if ignore_class is None:
        return functions.sparse_categorical_crossentropy(y_true, y_pred, from_logits, axis=axis)
    y_pred, y_true = as_tensor(y_pred), as_tensor(y_true)
    if y_true.ndim == y_pred.ndim and y_true.shape[axis] == 1:
        y_true = squeeze(y_true, axis)
    valid = ops.not_equal(cast(y_true, y_pred.value.dtype.name), constant(ignore_class, y_pred.value.dtype))
    y_true = ops.where(valid, y_true, ops.multiply(y_true, 0))
    y_pred = ops.where(expand_dims(valid, axis), y_pred, ops.multiply(y_pred, 0))
    result = functions.sparse_categorical_crossentropy(y_true, y_pred, from_logits, axis=axis)
    return MaskedLosses(ops.where(valid, result, ops.multiply(result, 0)), valid)


class MaskedLosses:
    """Per-sample losses with the mask of those that count (Keras keeps it on the tensor)."""

    def __init__(self, values, mask):
        self.values, self.mask = values, mask


# ----- reduction -----

def unmasked(values, sample_weight, dtype):
    """Per-sample values (maybe masked), their mask (or None) and the weights (or None), as tensors of dtype."""
    mask = None
    if isinstance(values, MaskedLosses):
        values, mask = values.values, values.mask
    return as_tensor(values, dtype), mask, None if sample_weight is None else as_tensor(sample_weight, dtype)


def reduce_weighted(values, sample_weight, reduction, dtype="float32"):
    """Keras's reduce_weighted_values: `values` (maybe masked) times the weights, then reduced."""
    values, mask, sample_weight = unmasked(values, sample_weight, dtype)
    if mask is not None:
        float_mask = cast(mask, dtype)
        if reduction in ("mean", "sum_over_batch_size"):  # the valid entries weigh total / valid
            total = constant(float(np.prod(mask.shape)), dtype)
            valid = reduce_sum(float_mask)
            float_mask = float_mask * ops.divide_no_nan(total, valid)
        if sample_weight is not None:
            float_mask, sample_weight = same_rank(float_mask, sample_weight)
            sample_weight = sample_weight * float_mask
        else:
            sample_weight = float_mask
    if sample_weight is not None:
        values, sample_weight = same_rank(values, cast(sample_weight, values.value.dtype.name))
        values = values * sample_weight
    if reduction in (None, "none") or values.shape in ((), (0,)):
        return values
    loss = reduce_sum(values)
    if reduction in ("sum_over_batch_size", "mean", "mean_with_sample_weight"):
        if reduction == "mean_with_sample_weight" and sample_weight is not None:
            divisor = reduce_sum(sample_weight)
        else:
            divisor = constant(float(np.prod(values.shape)), loss.value.dtype)
        loss = ops.divide_no_nan(loss, divisor)
    return loss


# ----- the loss objects -----

class Loss(Shown):
    """A Keras loss object: a function of (y_true, y_pred) with its keyword arguments, a name and a reduction."""

    function = None  # the per-sample function
    default_name = ""
    options = {}  # the function's keyword arguments, with Keras's defaults, kept as attributes too
    configured = ()  # those of them get_config gives

    def __init__(self, reduction="sum_over_batch_size", name=None, dtype=None, **options):
        if reduction not in REDUCTIONS:
            raise ValueError(f"Invalid value for argument `reduction`. Expected one of {{'sum_over_batch_size', "
                             f"'sum', None, 'none', 'mean', 'mean_with_sample_weight'}}. Received: "
                             f"reduction={reduction!r}")
        self.reduction, self.name = reduction, self.default_name if name is None else name
        self.dtype = "float32" if dtype is None else dtype
        self.kwargs = {key: options.get(key, default) for key, default in self.options.items()}

    def __init_subclass__(cls, **options):
        super().__init_subclass__(**options)
        cls.tf_type_name = cls.__name__  # what type() and messages call it

    def tf_repr(self):
        return f"<LossFunctionWrapper(<function {type(self).function.__name__}>, kwargs={to_repr(self.kwargs)})>"

    def get_config(self):
        return {"name": self.name, "reduction": self.reduction, **{key: self.kwargs[key] for key in self.configured}}

    def __call__(self, y_true, y_pred, sample_weight=None):
        function.runs_as_python()  # (a tf.function's trace: the loss's Python computes with the labels' values)
        _check_nesting(y_true, y_pred, self.dtype)
        y_pred, y_true = as_tensor(y_pred, self.dtype), as_tensor(y_true, self.dtype)
        y_true, y_pred = same_rank(y_true, y_pred)
        losses = type(self).function(y_true, y_pred, **self.kwargs)
        return reduce_weighted(losses, sample_weight, self.reduction, self.dtype)


def _nesting(value):
    """How a value nests Python lists and tuples, as Keras's tree functions see it (anything else is a leaf)."""
    return (type(value), tuple(map(_nesting, value))) if isinstance(value, (list, tuple)) else None


def _check_nesting(y_true, y_pred, dtype):
    """Keras converts a loss's arguments leaf by leaf and pairs them by tree.map_structure: labels and predictions
    given as Python lists must nest alike, or Keras fails (where their tensors would have been broadcast)."""
    if _nesting(y_true) == _nesting(y_pred):
        return
    if isinstance(y_true, (list, tuple)) and not isinstance(y_pred, (list, tuple)):
        raise ValueError(f"Expected an instance of {type(y_true).__name__}, got {to_repr(as_tensor(y_pred, dtype))}.")
    if isinstance(y_true, (list, tuple)) and type(y_pred) is not type(y_true):
        leaves = type(y_pred)(as_tensor(leaf, dtype) for leaf in y_pred)
        raise ValueError(f"Expected an instance of {type(y_true).__name__}, got {to_repr(leaves)}.")
    raise ValueError("Structures don't have the same nested structure.")


def loss_class(name, function, default_name, configured=(), **options):
    """A Loss subclass: `name`, calling `function` with `options` (Keras's defaults)."""
    def init(self, *args, reduction="sum_over_batch_size", name=None, dtype=None, **given):
        for key, value in zip(options, args):  # Keras's positional order: the function's options first
            given[key] = value
        unknown = set(given) - set(options)
        if unknown:
            raise TypeError(f"{type(self).__name__}.__init__() got an unexpected keyword argument "
                            f"'{sorted(unknown)[0]}'")
        Loss.__init__(self, reduction, name, dtype, **given)
    return type(name, (Loss,), {"__init__": init, "function": staticmethod(function), "default_name": default_name,
                                "options": options, "configured": configured,
                                "__doc__": f"Keras's {name}: {default_name}, reduced."})


MeanSquaredError = loss_class("MeanSquaredError", functions.mean_squared_error, "mean_squared_error")
MeanAbsoluteError = loss_class("MeanAbsoluteError", functions.mean_absolute_error, "mean_absolute_error")
BinaryCrossentropy = loss_class("BinaryCrossentropy", functions.binary_crossentropy, "binary_crossentropy",
                                 configured=("from_logits", "label_smoothing", "axis"), from_logits=False,
                                 label_smoothing=0.0, axis=-1)
CategoricalCrossentropy = loss_class("CategoricalCrossentropy", functions.categorical_crossentropy,
                                      "categorical_crossentropy", configured=("from_logits", "label_smoothing", "axis"),
                                      from_logits=False, label_smoothing=0.0, axis=-1)
SparseCategoricalCrossentropy = loss_class("SparseCategoricalCrossentropy", sparse_categorical_crossentropy,
                                            "sparse_categorical_crossentropy",
                                            configured=("from_logits", "ignore_class"), from_logits=False,
                                            ignore_class=None, axis=-1)
Huber = loss_class("Huber", huber, "huber_loss", delta=1.0)
LogCosh = loss_class("LogCosh", log_cosh, "log_cosh")
KLDivergence = loss_class("KLDivergence", kl_divergence, "kl_divergence")

CLASSES = {cls.__name__: cls for cls in (MeanSquaredError, MeanAbsoluteError, BinaryCrossentropy,
                                         CategoricalCrossentropy, SparseCategoricalCrossentropy, Huber, LogCosh,
                                         KLDivergence)}
