"""Keras 3's scores over a whole dataset: FBetaScore and F1Score (per class, or averaged), R2Score, and the
intersection-over-union metrics (IoU, MeanIoU, BinaryIoU), each kept in Keras variables made at the first update
(the F-scores and R2) or at once (the IoUs' confusion matrix, int64 as Keras keeps it), and computed as Keras
computes them, float32 operation by float32 operation.
"""
import warnings

import numpy as np

from gradcli.engine import recording
from gradcli.words.errors import TensorFlowWarning
from gradcli.engine.tensor import Tensor
from gradcli.functions.losses import KERAS_EPSILON, keras_mean, same_rank
from gradcli.tensorflow import function
from gradcli.tensorflow.keras.losses import reduce_sum
from gradcli.tensorflow.keras.metrics import FLOATX, Metric, as_tensor
from gradcli.tensorflow.keras.naming import auto_name
from gradcli.tensorflow.keras.variables import KerasVariable

F32 = np.float32


def _sum(values, axis=None):
    """keras.ops.sum of a float32 array, in TensorFlow's order."""
    return reduce_sum(Tensor(np.asarray(values, F32)), axis).value


class _ShapedMetric(Metric):
    """A metric whose variables have shapes, made when it first sees its inputs."""

    def make_variables(self, shapes, dtype=FLOATX):
        self.variables = [*self.variables, *(KerasVariable(Tensor(np.zeros(shape, dtype)), state, self.name, dtype)
                                             for state, shape in shapes)]

    def value_of(self, state):
        """A variable's value (in a tf.function's trace, read when it runs: the trace runs as Python)."""
        function.runs_as_python()
        return self.variables[[v.keras_name for v in self.variables].index(state)].handle.tensor.value

    def add_to(self, state, amount):
        variable = self.variables[[v.keras_name for v in self.variables].index(state)]
        variable.assign(Tensor((variable.handle.tensor.value + amount).astype(variable.handle.tensor.value.dtype)))

    def reset_state(self):
        for variable in self.variables:
            value = variable.handle.tensor.value
            variable.assign(Tensor(np.zeros(value.shape, value.dtype)))


def _two_dimensional(kind, y_true, y_pred):
    if y_pred.ndim != 2 or y_true.ndim != 2:
        raise ValueError(f"{kind} expects 2D inputs with shape (batch_size, output_dim). Received input shapes: "
                         f"y_pred.shape={y_pred.shape} and y_true.shape={y_true.shape}.")


class FBetaScore(_ShapedMetric):
    """(1 + beta^2) precision recall / (beta^2 precision + recall), per class or averaged ("micro", "macro",
    "weighted"); a prediction is positive above `threshold`, or where it is its row's largest without one."""

    default_name = "fbeta_score"

    def __init__(self, average=None, beta=1.0, threshold=None, name=None, dtype=None):
        super().__init__(self.default_name if name is None else name, dtype)
        if average not in (None, "micro", "macro", "weighted"):
            raise ValueError(f"Invalid `average` argument value. Expected one of: {{None, 'micro', 'macro', "
                             f"'weighted'}}. Received: average={average}")
        if not isinstance(beta, float):
            raise ValueError(f"Invalid `beta` argument value. It should be a Python float. Received: beta={beta} "
                             f"of type '{type(beta)}'")
        if beta <= 0.0:
            raise ValueError(f"Invalid `beta` argument value. It should be > 0. Received: beta={beta}")
        if threshold is not None and (not isinstance(threshold, float) or threshold > 1.0 or threshold <= 0.0):
            raise ValueError(f"Invalid `threshold` argument value. It should be a Python float with "
                             f"0 < threshold <= 1. Received: threshold={threshold}")
        self.average, self.beta, self.threshold = average, beta, threshold
        self.axis = None if average == "micro" else 0

    def update_state(self, y_true, y_pred, sample_weight=None):
        function.runs_as_python()  # (a tf.function's trace: an update's Python computes with its values)
        with recording.stopped():
            y_true, y_pred = as_tensor(y_true, self.dtype).value, as_tensor(y_pred, self.dtype).value
            if not self.variables:
                _two_dimensional("FBetaScore", y_true, y_pred)
                shape = () if self.average == "micro" else (y_pred.shape[-1],)
                self.make_variables([(state, shape) for state in (
                    "true_positives", "false_positives", "false_negatives", "intermediate_weights")])
            if self.threshold is None:
                predicted = (y_pred >= y_pred.max(axis=-1, keepdims=True)) & (np.abs(y_pred) > 1e-9)
            else:
                predicted = y_pred > self.threshold
            predicted = predicted.astype(F32)
            weights = None if sample_weight is None else as_tensor(sample_weight, self.dtype).value

            def weighted_sum(values):
                return _sum(values if weights is None else values * weights[:, None], self.axis)

            self.add_to("true_positives", weighted_sum(predicted * y_true))
            self.add_to("false_positives", weighted_sum(predicted * (F32(1) - y_true)))
            self.add_to("false_negatives", weighted_sum((F32(1) - predicted) * y_true))
            self.add_to("intermediate_weights", weighted_sum(y_true))

    def result(self):
        tp, fp, fn = (self.value_of(state) for state in ("true_positives", "false_positives", "false_negatives"))
        epsilon = F32(KERAS_EPSILON)
        precision = tp / (tp + fp + epsilon)
        recall = tp / (tp + fn + epsilon)
        squared_beta = F32(self.beta ** 2)
        score = precision * recall / (squared_beta * precision + recall + epsilon) * F32(1 + self.beta ** 2)
        if self.average == "weighted":
            weights = self.value_of("intermediate_weights")
            weights = weights / (_sum(weights) + epsilon)
            return Tensor(_sum(score * weights))
        if self.average is not None:
            return keras_mean(Tensor(np.asarray(score, F32)))
        return Tensor(np.asarray(score, F32))

    def get_config(self):
        return {**super().get_config(), "average": self.average, "beta": self.beta, "threshold": self.threshold}


class F1Score(FBetaScore):
    """FBetaScore with beta = 1."""

    default_name = "f1_score"

    def __init__(self, average=None, threshold=None, name=None, dtype=None):
        super().__init__(average, 1.0, threshold, name, dtype)

    def get_config(self):
        config = super().get_config()
        del config["beta"]
        return config


class R2Score(_ShapedMetric):
    """The coefficient of determination, 1 - residual / total sum of squares, per output then aggregated
    ("uniform_average", "variance_weighted_average" or None), adjusted for num_regressors."""

    default_name = "r2_score"

    def __init__(self, class_aggregation="uniform_average", num_regressors=0, name=None, dtype=None):
        super().__init__(self.default_name if name is None else name, dtype)
        aggregations = (None, "uniform_average", "variance_weighted_average")
        if class_aggregation not in aggregations:
            raise ValueError(f"Invalid value for argument `class_aggregation`. Expected one of {aggregations}. "
                             f"Received: class_aggregation={class_aggregation}")
        if num_regressors < 0:
            raise ValueError(f"Invalid value for argument `num_regressors`. Expected a value >= 0. Received: "
                             f"num_regressors={num_regressors}")
        self.class_aggregation, self.num_regressors = class_aggregation, num_regressors
        self.make_variables([("num_samples", ())])

    def update_state(self, y_true, y_pred, sample_weight=None):
        function.runs_as_python()
        with recording.stopped():
            y_true, y_pred = as_tensor(y_true, self.dtype).value, as_tensor(y_pred, self.dtype).value
            y_true, y_pred = (v.value for v in same_rank(Tensor(y_true), Tensor(y_pred)))
            if len(self.variables) == 1:
                _two_dimensional("R2Score", y_true, y_pred)
                self.make_variables([(state, (y_pred.shape[-1],)) for state in (
                    "squared_sum", "sum", "residual", "count")])
            weights = F32(1) if sample_weight is None else as_tensor(sample_weight, self.dtype).value
            weights = np.broadcast_to(weights[:, None] if np.ndim(weights) == 1 else weights, y_true.shape)
            weighted = y_true * weights
            self.add_to("sum", _sum(weighted, 0))
            self.add_to("squared_sum", _sum(y_true * weighted, 0))
            self.add_to("residual", _sum((y_true - y_pred) ** 2 * weights, 0))
            self.add_to("count", _sum(weights, 0))
            self.add_to("num_samples", F32(y_true.size))

    def result(self):
        total_sum, count = self.value_of("sum"), self.value_of("count")
        mean = total_sum / count
        total = self.value_of("squared_sum") - total_sum * mean
        raw = F32(1) - self.value_of("residual") / total
        raw = np.where(np.isinf(raw), F32(0), raw).astype(F32)
        if self.class_aggregation == "uniform_average":
            score = keras_mean(Tensor(raw)).value
        elif self.class_aggregation == "variance_weighted_average":
            score = _sum(total * raw) / _sum(total)
        else:
            score = raw
        samples = float(self.value_of("num_samples"))
        if self.num_regressors != 0:
            if self.num_regressors > samples - 1:
                warnings.warn("More independent predictors than datapoints in adjusted R2 score. Falling back to "
                              "standard R2 score.", TensorFlowWarning, stacklevel=2)
            elif self.num_regressors == samples - 1:
                warnings.warn("Division by zero in Adjusted R2 score. Falling back to standard R2 score.",
                              TensorFlowWarning, stacklevel=2)
            else:
                n, p = F32(samples), F32(self.num_regressors)
                score = F32(1) - (F32(1) - score) * (n - F32(1)) / (n - p - F32(1))
        return Tensor(np.asarray(score, F32))

    def get_config(self):
        return {**super().get_config(), "class_aggregation": self.class_aggregation,
                "num_regressors": self.num_regressors}


class IoU(_ShapedMetric):
    """The mean, over target_class_ids, of each class's intersection over union, from a confusion matrix of
    class numbers (int64) kept over the batches."""

    def __init__(self, num_classes, target_class_ids, name=None, dtype=None, ignore_class=None, sparse_y_true=True,
                 sparse_y_pred=True, axis=-1):
        super().__init__(auto_name(type(self).__name__) if name is None else name, dtype or "int64")
        if max(target_class_ids) >= num_classes:
            raise ValueError(f"Target class id {max(target_class_ids)} is out of range, which is [0, "
                             f"{num_classes}).")
        self.num_classes, self.target_class_ids = num_classes, list(target_class_ids)
        self.ignore_class, self.sparse_y_true, self.sparse_y_pred, self.axis = \
            ignore_class, sparse_y_true, sparse_y_pred, axis
        self.make_variables([("total_confusion_matrix", (num_classes, num_classes))], self.dtype)

    def update_state(self, y_true, y_pred, sample_weight=None):
        function.runs_as_python()
        with recording.stopped():
            y_true, y_pred = as_tensor(y_true).value, as_tensor(y_pred).value
            if not self.sparse_y_true:
                y_true = np.argmax(y_true, axis=self.axis)
            if not self.sparse_y_pred:
                y_pred = np.argmax(y_pred, axis=self.axis)
            y_true, y_pred = (np.trunc(v).astype(self.dtype).reshape(-1) for v in (y_true, y_pred))
            weights = 1 if sample_weight is None else as_tensor(sample_weight).value
            weights = np.broadcast_to(np.trunc(weights).astype(self.dtype).reshape(-1) if np.ndim(weights) > 1
                                      else np.trunc(weights).astype(self.dtype), y_true.shape)
            valid = (y_true >= 0) & (y_true < self.num_classes) & (y_pred >= 0) & (y_pred < self.num_classes)
            if self.ignore_class is not None:
                valid &= y_true != self.ignore_class
            matrix = np.zeros((self.num_classes, self.num_classes), self.dtype)
            np.add.at(matrix, (y_true[valid], y_pred[valid]), weights[valid])
            self.add_to("total_confusion_matrix", matrix)

    def result(self):
        matrix = self.value_of("total_confusion_matrix")
        true_positives = np.diag(matrix).astype(F32)
        denominator = (matrix.sum(axis=0) + matrix.sum(axis=1) - np.diag(matrix)).astype(F32)
        true_positives, denominator = (v[self.target_class_ids] for v in (true_positives, denominator))
        valid = denominator > F32(1e-9)
        iou = np.where(valid, true_positives / (denominator + F32(KERAS_EPSILON)), F32(0)).astype(F32)
        return Tensor(np.asarray(_sum(iou, self.axis) / (_sum(valid.astype(F32)) + F32(KERAS_EPSILON)), F32))

    def get_config(self):
        return {**super().get_config(), "num_classes": self.num_classes, "target_class_ids": self.target_class_ids,
                "ignore_class": self.ignore_class, "sparse_y_true": self.sparse_y_true,
                "sparse_y_pred": self.sparse_y_pred, "axis": self.axis}


class MeanIoU(IoU):
    """IoU over every class."""

    def __init__(self, num_classes, name=None, dtype=None, ignore_class=None, sparse_y_true=True, sparse_y_pred=True,
                 axis=-1):
        super().__init__(num_classes, list(range(num_classes)), name, dtype, ignore_class, sparse_y_true,
                         sparse_y_pred, axis)

    def get_config(self):
        return {"num_classes": self.num_classes, "name": self.name, "dtype": self.dtype,
                "ignore_class": self.ignore_class, "sparse_y_true": self.sparse_y_true,
                "sparse_y_pred": self.sparse_y_pred, "axis": self.axis}


class BinaryIoU(IoU):
    """IoU of two classes, a prediction being class 1 from `threshold` on."""

    def __init__(self, target_class_ids=(0, 1), threshold=0.5, name=None, dtype=None):
        super().__init__(2, target_class_ids, name, dtype)
        self.threshold = threshold

    def update_state(self, y_true, y_pred, sample_weight=None):
        predicted = Tensor((as_tensor(y_pred, "float32").value >= F32(self.threshold)).astype(np.int64))
        super().update_state(y_true, predicted, sample_weight)

    def get_config(self):
        return {"target_class_ids": self.target_class_ids, "threshold": self.threshold, "name": self.name,
                "dtype": self.dtype}


class OneHotIoU(IoU):
    """IoU of one-hot labels (and, unless sparse_y_pred, one-hot or scored predictions)."""

    def __init__(self, num_classes, target_class_ids, name=None, dtype=None, ignore_class=None, sparse_y_pred=False,
                 axis=-1):
        super().__init__(num_classes, target_class_ids, name, dtype, ignore_class, False, sparse_y_pred, axis)

    def get_config(self):
        return {"num_classes": self.num_classes, "target_class_ids": self.target_class_ids, "name": self.name,
                "dtype": self.dtype, "ignore_class": self.ignore_class, "sparse_y_pred": self.sparse_y_pred,
                "axis": self.axis}


class OneHotMeanIoU(MeanIoU):
    """MeanIoU of one-hot labels."""

    def __init__(self, num_classes, name=None, dtype=None, ignore_class=None, sparse_y_pred=False, axis=-1):
        super().__init__(num_classes, name, dtype, ignore_class, False, sparse_y_pred, axis)

    def get_config(self):
        return {"num_classes": self.num_classes, "name": self.name, "dtype": self.dtype,
                "ignore_class": self.ignore_class, "sparse_y_pred": self.sparse_y_pred, "axis": self.axis}


CLASSES = {cls.__name__: cls for cls in (FBetaScore, F1Score, R2Score, IoU, MeanIoU, BinaryIoU, OneHotIoU,
                                         OneHotMeanIoU)}
