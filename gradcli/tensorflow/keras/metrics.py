"""Keras 3's metrics (`tf.keras.metrics`): objects that accumulate over batches in Keras variables.

`update_state(...)` adds a batch, `result()` gives the value so far (a float32 tensor), `reset_state()`
starts again, and calling the metric does the first two. `Mean` and `Sum` accumulate values; the others
average a per-sample value of (y_true, y_pred), each sample weighted by `sample_weight`, as Keras's
MeanMetricWrapper does: the accuracies (Accuracy, BinaryAccuracy, CategoricalAccuracy,
SparseCategoricalAccuracy, SparseTopKCategoricalAccuracy) and the regression errors (MeanSquaredError,
MeanAbsoluteError, RootMeanSquaredError).
"""
import numpy as np

from gradcli.engine import ops, recording
from gradcli.engine.shown import Shown
from gradcli.engine.tensor import Tensor
from gradcli.functions import losses as functions
from gradcli.functions.elementwise import cast
from gradcli.functions.reductions import reduce_mean
from gradcli.functions.shapes import squeeze
from gradcli.tensorflow import function
from gradcli.tensorflow.keras.losses import reduce_sum, same_rank, unmasked
from gradcli.tensorflow.keras.variables import KerasVariable
from gradcli.tensorflow.objects import convert, read

FLOATX = "float32"


def as_tensor(value, dtype=None):
    value = read(value)
    if dtype is None:
        return convert(value)
    return cast(value, dtype) if isinstance(value, Tensor) else convert(value, dtype)


def _float(matches):
    return Tensor(np.asarray(matches).astype(np.float32))


# ----- per-sample values -----

def accuracy(y_true, y_pred):
    y_pred = as_tensor(y_pred)
    y_true, y_pred = same_rank(as_tensor(y_true, y_pred.value.dtype.name), y_pred)
    return _float(y_true.value == y_pred.value)


def binary_accuracy(y_true, y_pred, threshold=0.5):
    y_pred, y_true = as_tensor(y_pred), as_tensor(y_true)
    y_true, y_pred = same_rank(y_true, y_pred)
    predicted = (y_pred.value > np.asarray(threshold, y_pred.value.dtype)).astype(y_true.value.dtype)
    return _float(y_true.value == predicted)


def _class_matches(true_classes, y_pred):
    """Whether each sample's class is the one of its largest prediction: y_true squeezed of a last axis of 1,
    the matches shaped as it was."""
    shape = true_classes.shape
    if true_classes.ndim == y_pred.ndim and true_classes.shape[-1] == 1:
        true_classes = squeeze(true_classes, -1)
    predicted = np.argmax(y_pred.value, axis=-1).astype(true_classes.value.dtype)
    return _float(true_classes.value == predicted).value.reshape(shape)


def categorical_accuracy(y_true, y_pred):
    y_pred = as_tensor(y_pred)
    true_classes = Tensor(np.argmax(as_tensor(y_true).value, axis=-1).astype(y_pred.value.dtype))
    return Tensor(_class_matches(true_classes, y_pred))


def sparse_categorical_accuracy(y_true, y_pred):
    y_pred = as_tensor(y_pred)
    matches = _class_matches(as_tensor(y_true, y_pred.value.dtype.name), y_pred)
    if matches.ndim > 1 and matches.shape[-1] == 1:
        matches = matches[..., 0]
    return Tensor(matches)


def sparse_top_k_categorical_accuracy(y_true, y_pred, k=5):
    """Whether each sample's class is among its k largest predictions (TensorFlow's in_top_k: fewer than k
    predictions are larger than the class's own)."""
    y_pred, y_true = as_tensor(y_pred), as_tensor(y_true, "int32")
    shape = y_true.shape
    predictions = y_pred.value.reshape(-1, y_pred.shape[-1])
    classes = y_true.value.reshape(-1)
    own = predictions[np.arange(len(classes)), classes][:, None]
    matches = (np.sum(predictions > own, axis=-1) < k) & np.isfinite(own[:, 0])
    return _float(matches.reshape(shape))


def squared_error(y_true, y_pred):
    """RootMeanSquaredError's per-element values."""
    y_true, y_pred = same_rank(as_tensor(y_true, FLOATX), as_tensor(y_pred, FLOATX))
    return ops.square(y_pred - y_true)


# ----- the metrics -----

class Metric(Shown):
    """A Keras metric: its name, its variables, and update_state / result / reset_state."""

    default_name = ""
    state = ()  # the names of its variables

    def __init__(self, name=None, dtype=None):
        self.name, self.dtype = self.default_name if name is None else name, FLOATX if dtype is None else dtype
        self.variables = [KerasVariable(0.0, state, self.name, self.dtype) for state in self.state]

    def __init_subclass__(cls, **options):
        super().__init_subclass__(**options)
        cls.tf_type_name = cls.__name__  # what type() and messages call it

    def tf_repr(self):
        return f"<{type(self).__name__} name={self.name}>"

    tf_str = tf_repr

    def variable(self, state):
        return self.variables[self.state.index(state)]

    def reset_state(self):
        for variable in self.variables:
            variable.assign(0)

    def __call__(self, *args, **kwargs):
        self.update_state(*args, **kwargs)
        return self.result()

    def get_config(self):
        return {"name": self.name, "dtype": self.dtype}


def samplewise(values, sample_weight, reduce, dtype):
    """Keras's reduce_to_samplewise_values: values weighted and reduced to one per sample, and the weights."""
    values, mask, sample_weight = unmasked(values, sample_weight, dtype)
    if sample_weight is not None:
        if mask is not None:
            sample_weight, float_mask = same_rank(sample_weight, cast(mask, dtype))
            sample_weight = sample_weight * float_mask
        values, sample_weight = same_rank(values, sample_weight)
        if values.ndim > sample_weight.ndim:
            values = reduce(values, list(range(sample_weight.ndim, values.ndim)))
        sample_weight = Tensor(np.broadcast_to(sample_weight.value, values.shape).copy())
        values = values * sample_weight
        if sample_weight.ndim > 1:
            sample_weight = reduce(sample_weight, list(range(1, sample_weight.ndim)))
    if values.ndim > 1:
        values = reduce(values, list(range(1, values.ndim)))
    return values, sample_weight


class Sum(Metric):
    """The sum of every value given."""

    default_name, state = "sum", ("total",)

    def update_state(self, values, sample_weight=None):
        function.runs_as_python()  # (a tf.function's trace: an update's Python computes with its values)
        with recording.stopped():
            values, _ = samplewise(values, sample_weight, reduce_sum, self.dtype)
            self.variable("total").assign_add(reduce_sum(values))

    def result(self):
        return self.variable("total").read()


class Mean(Metric):
    """The (weighted) mean of every value given: total / count."""

    default_name, state = "mean", ("total", "count")

    def update_state(self, values, sample_weight=None):
        function.runs_as_python()
        with recording.stopped():
            values, sample_weight = samplewise(values, sample_weight, reduce_mean, self.dtype)
            self.variable("total").assign_add(reduce_sum(values))
            if sample_weight is not None:
                samples = reduce_sum(sample_weight)
            else:
                samples = values.shape[0] if values.ndim >= 1 else 1
            self.variable("count").assign_add(as_tensor(samples, self.dtype))

    def result(self):
        with recording.stopped():
            return ops.divide_no_nan(self.variable("total").read(), self.variable("count").read())


class MeanMetricWrapper(Mean):
    """The mean of a per-sample function of (y_true, y_pred), with its keyword arguments."""

    function = None
    options = {}
    configured = ()  # the options get_config gives

    def __init__(self, name=None, dtype=None, **options):
        super().__init__(name, dtype)
        self.kwargs = {key: options.get(key, default) for key, default in self.options.items()}

    def get_config(self):
        return {**super().get_config(), **{key: self.kwargs[key] for key in self.configured}}

    def update_state(self, y_true, y_pred, sample_weight=None):
        with recording.stopped():
            values = type(self).function(y_true, y_pred, **self.kwargs)
        super().update_state(values, sample_weight)


class RootMeanSquaredError(Mean):
    """The square root of the mean squared error."""

    default_name = "root_mean_squared_error"

    def update_state(self, y_true, y_pred, sample_weight=None):
        super().update_state(squared_error(y_true, y_pred), sample_weight)

    def result(self):
        return ops.sqrt(super().result())


def wrapper_class(name, function, default_name, configured=None, leading=(), **options):
    """A MeanMetricWrapper subclass `name` of `function`, with `options` (Keras's defaults), of which get_config
    gives `configured` (all where None); `leading` come before name and dtype in Keras's positional order."""
    def init(self, *args, **given):
        order = [*leading, "name", "dtype", *(key for key in options if key not in leading)]
        for key, value in zip(order, args):
            given[key] = value
        unknown = set(given) - set(options) - {"name", "dtype"}
        if unknown:
            raise TypeError(f"{type(self).__name__}.__init__() got an unexpected keyword argument "
                            f"'{sorted(unknown)[0]}'")
        MeanMetricWrapper.__init__(self, given.pop("name", None), given.pop("dtype", None), **given)
    return type(name, (MeanMetricWrapper,), {"__init__": init, "function": staticmethod(function),
                                             "default_name": default_name, "options": options,
                                             "configured": tuple(options) if configured is None else configured,
                                             "__doc__": f"Keras's {name}: the mean of {default_name}."})


Accuracy = wrapper_class("Accuracy", accuracy, "accuracy")
BinaryAccuracy = wrapper_class("BinaryAccuracy", binary_accuracy, "binary_accuracy", threshold=0.5)
CategoricalAccuracy = wrapper_class("CategoricalAccuracy", categorical_accuracy, "categorical_accuracy")
SparseCategoricalAccuracy = wrapper_class("SparseCategoricalAccuracy", sparse_categorical_accuracy,
                                     "sparse_categorical_accuracy")
SparseTopKCategoricalAccuracy = wrapper_class("SparseTopKCategoricalAccuracy", sparse_top_k_categorical_accuracy,
                                         "sparse_top_k_categorical_accuracy", leading=("k",), k=5)
MeanSquaredError = wrapper_class("MeanSquaredError", functions.mean_squared_error, "mean_squared_error")
MeanAbsoluteError = wrapper_class("MeanAbsoluteError", functions.mean_absolute_error, "mean_absolute_error")

CLASSES = {cls.__name__: cls for cls in (Mean, Sum, Accuracy, BinaryAccuracy, CategoricalAccuracy,
                                         SparseCategoricalAccuracy, SparseTopKCategoricalAccuracy, MeanSquaredError,
                                         MeanAbsoluteError, RootMeanSquaredError)}
# compile(metrics=[...])'s names for them.
BY_STRING = {"accuracy": Accuracy, "acc": Accuracy, "binary_accuracy": BinaryAccuracy,
             "categorical_accuracy": CategoricalAccuracy, "sparse_categorical_accuracy": SparseCategoricalAccuracy,
             "mse": MeanSquaredError, "mean_squared_error": MeanSquaredError, "mae": MeanAbsoluteError,
             "mean_absolute_error": MeanAbsoluteError}
