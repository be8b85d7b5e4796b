"""Keras 3's other metrics: the means of the other losses and errors and of Pearson's and Lin's correlations
(MeanMetricWrapper's), and the metrics that count a confusion matrix at thresholds: TruePositives,
FalsePositives, TrueNegatives, FalseNegatives, Precision, Recall, AUC (with Keras's interpolation), and the
rates at a constraint (SensitivityAtSpecificity, PrecisionAtRecall, ...).

The counts are Keras's update_confusion_matrix_variables: a prediction is positive above a threshold; where the
thresholds are evenly spread over [0, 1] (AUC's), Keras buckets the predictions and sums the buckets from the top
instead, which this does too, so that weighted counts are summed in Keras's order. AUC's label_weights are
refused. `F1Score`, `R2Score` and the IoUs are in `metrics_scores`.
"""
import numpy as np

from gradcli.engine import ops, recording
from gradcli.engine.tensor import Tensor
from gradcli.functions import VOCABULARY
from gradcli.functions import losses as functions
from gradcli.functions.losses import keras_mean, same_rank
from gradcli.tensorflow import function
from gradcli.tensorflow.keras import losses, losses_more
from gradcli.tensorflow.keras.metrics import (FLOATX, Metric, as_tensor, sparse_top_k_categorical_accuracy,
                                                   wrapper_class)
from gradcli.tensorflow.keras.naming import auto_name
from gradcli.tensorflow.keras.variables import KerasVariable

KERAS_EPSILON = functions.KERAS_EPSILON
NEG_INF = -1e10  # Keras's metrics_utils.NEG_INF: what top_k makes of the predictions it leaves out
reduce_sum = losses.reduce_sum


# ----- the means of per-sample values -----

def cosine_similarity(y_true, y_pred, axis=-1):
    """keras.metrics's cosine_similarity: the loss's, not negated."""
    return ops.negative(losses_more.cosine_similarity(y_true, y_pred, axis))


def top_k_categorical_accuracy(y_true, y_pred, k=5):
    """Whether each sample's class (the largest of y_true) is among its k largest predictions."""
    y_pred = as_tensor(y_pred)
    classes = np.argmax(as_tensor(y_true, y_pred.value.dtype.name).value, axis=-1)
    return sparse_top_k_categorical_accuracy(Tensor(classes.astype(np.int32)), y_pred, k)


def pearson_correlation(y_true, y_pred, axis=-1):
    """The mean over `axis` of the product of y_true and y_pred, each centred and scaled by its deviation."""
    y_pred = as_tensor(y_pred)
    y_true, y_pred = same_rank(as_tensor(y_true, y_pred.value.dtype.name), y_pred)
    true_centred = y_true - keras_mean(y_true, axis, True)
    pred_centred = y_pred - keras_mean(y_pred, axis, True)
    true_centred = true_centred / _tf("reduce_std")(true_centred, axis, True)
    pred_centred = pred_centred / _tf("reduce_std")(pred_centred, axis, True)
    return keras_mean(true_centred * pred_centred, axis)


def concordance_correlation(y_true, y_pred, axis=-1):
    """Lin's concordance: the mean over `axis` of 2 covariance / (the variances + the squared mean difference)."""
    y_pred = as_tensor(y_pred)
    y_true, y_pred = same_rank(as_tensor(y_true, y_pred.value.dtype.name), y_pred)
    true_mean, pred_mean = keras_mean(y_true, axis, True), keras_mean(y_pred, axis, True)
    true_variance = _tf("reduce_variance")(y_true - true_mean, axis, True)
    pred_variance = _tf("reduce_variance")(y_pred - pred_mean, axis, True)
    covariance = (y_true - pred_mean) * (y_pred - pred_mean)  # (Keras's: y_true less y_pred's mean)
    norm = true_variance + pred_variance + ops.square(true_mean - pred_mean)
    return keras_mean(2 * covariance / (norm + KERAS_EPSILON), axis)


def _tf(name):
    return VOCABULARY[name].call


MeanAbsolutePercentageError = wrapper_class("MeanAbsolutePercentageError", losses_more.mean_absolute_percentage_error,
                                       "mean_absolute_percentage_error")
MeanSquaredLogarithmicError = wrapper_class("MeanSquaredLogarithmicError", losses_more.mean_squared_logarithmic_error,
                                       "mean_squared_logarithmic_error")
Hinge = wrapper_class("Hinge", losses_more.hinge, "hinge")
SquaredHinge = wrapper_class("SquaredHinge", losses_more.squared_hinge, "squared_hinge")
CategoricalHinge = wrapper_class("CategoricalHinge", losses_more.categorical_hinge, "categorical_hinge")
Poisson = wrapper_class("Poisson", losses_more.poisson, "poisson")
KLDivergence = wrapper_class("KLDivergence", losses.kl_divergence, "kl_divergence")
LogCoshError = wrapper_class("LogCoshError", losses.log_cosh, "logcosh")
CosineSimilarity = wrapper_class("CosineSimilarity", cosine_similarity, "cosine_similarity", configured=(), axis=-1)
BinaryCrossentropy = wrapper_class("BinaryCrossentropy", functions.binary_crossentropy, "binary_crossentropy",
                              from_logits=False, label_smoothing=0)
CategoricalCrossentropy = wrapper_class("CategoricalCrossentropy", functions.categorical_crossentropy,
                                   "categorical_crossentropy", from_logits=False, label_smoothing=0, axis=-1)
SparseCategoricalCrossentropy = wrapper_class("SparseCategoricalCrossentropy", losses.sparse_categorical_crossentropy,
                                         "sparse_categorical_crossentropy", from_logits=False, ignore_class=None,
                                         axis=-1)
PearsonCorrelation = wrapper_class("PearsonCorrelation", pearson_correlation, "pearson_correlation", axis=-1)
ConcordanceCorrelation = wrapper_class("ConcordanceCorrelation", concordance_correlation, "concordance_correlation",
                                       axis=-1)
TopKCategoricalAccuracy = wrapper_class("TopKCategoricalAccuracy", top_k_categorical_accuracy,
                                   "top_k_categorical_accuracy", leading=("k",), k=5)


# ----- confusion matrices at thresholds -----

def _same_rank(x1, x2, expand_rank_1=True):
    """Keras's squeeze_or_expand_to_same_rank, on numpy arrays."""
    if x1.ndim == x2.ndim + 1 and x1.shape[-1] == 1:
        return (x1, x2[..., None]) if x2.ndim == 1 and expand_rank_1 else (x1[..., 0], x2)
    if x2.ndim == x1.ndim + 1 and x2.shape[-1] == 1:
        return (x1[..., None], x2) if x1.ndim == 1 and expand_rank_1 else (x1, x2[..., 0])
    return x1, x2


def _filter_top_k(x, k):
    """The k largest predictions of each row kept, the others NEG_INF (ties: the first, as top_k takes them)."""
    order = np.argsort(-x, axis=-1, kind="stable")[..., :k]
    mask = np.zeros_like(x)
    np.put_along_axis(mask, order, 1.0, axis=-1)
    return x * mask + np.float32(NEG_INF) * (1 - mask)


def _sum_rows(values):
    """Each row's float32 sum, in TensorFlow's order."""
    return reduce_sum(Tensor(values), 1).value


def _evenly_spread(thresholds):
    """Keras's is_evenly_distributed_thresholds."""
    count = len(thresholds)
    if count < 3:
        return False
    even = np.arange(count, dtype=np.float32) / (count - 1)
    return np.allclose(thresholds, even, atol=KERAS_EPSILON)


def confusion_counts(wanted, y_true, y_pred, thresholds, sample_weight=None, top_k=None, class_id=None,
                     evenly=False, multi_label=False):
    """Keras's update_confusion_matrix_variables: the counts named in `wanted` ("tp", "fp", "tn", "fn") at each
    threshold, float32 arrays (with multi_label, a column per label)."""
    y_true = as_tensor(y_true, FLOATX).value
    y_pred = as_tensor(y_pred, FLOATX).value
    y_pred, y_true = _same_rank(y_pred, y_true)
    weights = None
    if sample_weight is not None:
        weights = as_tensor(sample_weight, FLOATX).value[..., None]
        _, weights = _same_rank(y_true, weights, expand_rank_1=False)
    if top_k is not None:
        y_pred = _filter_top_k(y_pred, top_k)
    if class_id is not None:
        if y_pred.ndim == 1:
            raise ValueError(f"When class_id is provided, y_pred must be a 2D array with shape (num_samples, "
                             f"num_classes), found shape: {y_pred.shape}")
        y_true, y_pred = y_true[..., class_id, None], y_pred[..., class_id, None]
    thresholds = np.asarray(thresholds, np.float32)
    if multi_label:
        return _multi_label_counts(wanted, y_true, y_pred, thresholds, weights, evenly)
    if weights is not None:
        weights = np.broadcast_to(weights, y_pred.shape).reshape(-1).astype(np.float32)
    if evenly:
        return _bucketed_counts(wanted, y_true, y_pred, thresholds, weights)
    predictions, labels = y_pred.reshape(1, -1), y_true.reshape(1, -1).astype(bool)
    predicted_positive = predictions > thresholds[:, None]
    cases = {"tp": (labels, predicted_positive), "fp": (~labels, predicted_positive),
             "tn": (~labels, ~predicted_positive), "fn": (labels, ~predicted_positive)}
    counts = {}
    for name in wanted:
        label, predicted = cases[name]
        both = np.broadcast_to(label & predicted, predicted_positive.shape)
        counted = both.astype(np.float32) if weights is None else np.where(both, weights[None, :], np.float32(0))
        counts[name] = _sum_rows(counted)
    return counts


def _bucketed_counts(wanted, y_true, y_pred, thresholds, weights):
    """Keras's _update_confusion_matrix_variables_optimized: each prediction in the bucket of its threshold,
    the buckets summed from the top."""
    weights = np.float32(1.0) if weights is None else weights
    y_pred = np.clip(y_pred, 0.0, 1.0).reshape(-1)
    y_true = y_true.astype(bool).astype(np.float32).reshape(-1)
    true_labels = y_true * weights
    false_labels = (np.float32(1.0) - y_true) * weights
    true_labels, false_labels = (np.broadcast_to(v, y_pred.shape).astype(np.float32)
                                 for v in (true_labels, false_labels))
    count = len(thresholds)
    buckets = np.ceil(y_pred * np.float32(count - 1)) - 1
    if thresholds[0] < 0.0 or thresholds[-1] > 1.0:
        buckets = np.maximum(buckets, 0)
    buckets = buckets.astype(np.int32)

    def from_the_top(labels):
        sums = np.zeros(count, np.float32)
        kept = buckets >= 0  # (unsorted_segment_sum drops the others)
        np.add.at(sums, buckets[kept], labels[kept])
        return np.cumsum(sums[::-1], dtype=np.float32)[::-1]

    tp, fp = from_the_top(true_labels), from_the_top(false_labels)
    counts = {"tp": tp, "fp": fp}
    if "tn" in wanted:
        counts["tn"] = reduce_sum(Tensor(false_labels)).value - fp
    if "fn" in wanted:
        counts["fn"] = reduce_sum(Tensor(true_labels)).value - tp
    return {name: counts[name] for name in wanted}


def _multi_label_counts(wanted, y_true, y_pred, thresholds, weights, evenly):
    """The counts of each label (a column of y_pred) apart: Keras's multi-label paths, bucketed or not."""
    if y_pred.ndim != 2:
        raise ValueError(f"`y_pred` must have rank 2 when `multi_label=True`. Found rank {y_pred.ndim}.")
    weights = np.float32(1.0) if weights is None else np.broadcast_to(weights, y_pred.shape).astype(np.float32)
    labels = y_true.astype(bool)
    if evenly:
        true_labels = np.broadcast_to(labels.astype(np.float32) * weights, y_pred.shape).T
        false_labels = np.broadcast_to((np.float32(1.0) - labels.astype(np.float32)) * weights, y_pred.shape).T
        count = len(thresholds)
        buckets = np.ceil(np.clip(y_pred, 0.0, 1.0) * np.float32(count - 1)) - 1
        if thresholds[0] < 0.0 or thresholds[-1] > 1.0:
            buckets = np.maximum(buckets, 0)
        buckets = buckets.astype(np.int32).T

        def from_the_top(columns):
            sums = np.zeros((len(columns), count), np.float32)
            for label, (values, bucket) in enumerate(zip(columns, buckets)):
                kept = bucket >= 0
                np.add.at(sums[label], bucket[kept], values[kept])
            return np.cumsum(sums[:, ::-1], axis=1, dtype=np.float32)[:, ::-1].T

        counts = {"tp": from_the_top(true_labels), "fp": from_the_top(false_labels)}
        counts["tn"] = reduce_sum(Tensor(np.ascontiguousarray(false_labels)), 1).value - counts["fp"]
        counts["fn"] = reduce_sum(Tensor(np.ascontiguousarray(true_labels)), 1).value - counts["tp"]
        return {name: counts[name] for name in wanted}
    predicted_positive = y_pred[None] > thresholds[:, None, None]
    cases = {"tp": (labels, predicted_positive), "fp": (~labels, predicted_positive),
             "tn": (~labels, ~predicted_positive), "fn": (labels, ~predicted_positive)}
    counts = {}
    for name in wanted:
        label, predicted = cases[name]
        both = label[None] & predicted
        counted = np.where(both, np.broadcast_to(weights, y_pred.shape)[None], np.float32(0)).astype(np.float32)
        counts[name] = reduce_sum(Tensor(counted), 1).value
    return counts


def _check_thresholds(thresholds):
    for threshold in thresholds:
        if threshold is None or not 0 <= threshold <= 1:
            raise ValueError(f"Threshold values must be in [0, 1]. Received: {thresholds}")


class ConfusionMetric(Metric):
    """A metric of confusion counts at thresholds, kept in Keras variables of one entry per threshold."""

    counted = ()  # (state name, count name), in Keras's order of variables

    def __init__(self, thresholds=None, name=None, dtype=None, default_threshold=0.5):
        super().__init__(auto_name(type(self).__name__) if name is None else name, dtype)
        self.init_thresholds = thresholds
        listed = thresholds if isinstance(thresholds, (list, tuple)) else [thresholds]
        if thresholds is not None:
            _check_thresholds(listed)
        self.thresholds = list(listed) if thresholds is not None else [default_threshold]
        self.evenly = _evenly_spread(self.thresholds)
        self.variables = []
        self.make_variables(None)

    def make_variables(self, labelled_shape):
        """The counts' variables: one entry per threshold, or, for labels of `labelled_shape`, a row of one entry
        per label."""
        shape = (len(self.thresholds),) if labelled_shape is None else (len(self.thresholds), labelled_shape[1])
        self.variables = [KerasVariable(Tensor(np.zeros(shape, np.float32)), state, self.name, self.dtype)
                          for state, _ in self.counted]

    def reset_state(self):
        for variable in self.variables:
            variable.assign(Tensor(np.zeros(variable.handle.tensor.shape, np.float32)))

    def counts(self):
        """The counts so far, by name (in a tf.function's trace, read when it runs: the trace runs as Python)."""
        function.runs_as_python()
        return {count: variable.handle.tensor.value for (_, count), variable in zip(self.counted, self.variables)}

    def add_counts(self, y_true, y_pred, sample_weight, **options):
        function.runs_as_python()  # (a tf.function's trace: an update's Python computes with its values)
        with recording.stopped():
            if not self.variables:  # (a multi-label AUC's, made for its first labels)
                self.make_variables(as_tensor(y_pred).shape)
            counts = confusion_counts([count for _, count in self.counted], y_true, y_pred, self.thresholds,
                                      sample_weight, evenly=self.evenly, **options)
            for (_, count), variable in zip(self.counted, self.variables):
                variable.assign(Tensor(variable.handle.tensor.value + counts[count]))

    def one_or_all(self, values):
        """The value at the one threshold, or the values at each."""
        return Tensor(values[0] if len(self.thresholds) == 1 else values)


class _ConditionCount(ConfusionMetric):
    """One count (TruePositives, ...) at each threshold."""

    def update_state(self, y_true, y_pred, sample_weight=None):
        self.add_counts(y_true, y_pred, sample_weight)

    def result(self):
        return self.one_or_all(self.counts()[self.counted[0][1]])

    def get_config(self):
        return {**super().get_config(), "thresholds": self.init_thresholds}


def _count_class(name, count):
    return type(name, (_ConditionCount,), {"counted": (("accumulator", count),),
                                           "__doc__": f"Keras's {name}: the weighted count at each threshold."})


TruePositives = _count_class("TruePositives", "tp")
FalsePositives = _count_class("FalsePositives", "fp")
TrueNegatives = _count_class("TrueNegatives", "tn")
FalseNegatives = _count_class("FalseNegatives", "fn")


def _divide_no_nan(x, y):
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(y == 0, np.float32(0), x / y).astype(np.float32)


class Precision(ConfusionMetric):
    """tp / (tp + fp) at each threshold (with top_k, of the k largest predictions; with class_id, of one)."""

    counted = (("true_positives", "tp"), ("false_positives", "fp"))

    def __init__(self, thresholds=None, top_k=None, class_id=None, name=None, dtype=None):
        super().__init__(thresholds, name, dtype, 0.5 if top_k is None else NEG_INF)
        self.top_k, self.class_id = top_k, class_id

    def update_state(self, y_true, y_pred, sample_weight=None):
        self.add_counts(y_true, y_pred, sample_weight, top_k=self.top_k, class_id=self.class_id)

    def result(self):
        counts = self.counts()
        return self.one_or_all(_divide_no_nan(counts["tp"], counts["tp"] + counts[self.counted[1][1]]))

    def get_config(self):
        return {**super().get_config(), "thresholds": self.init_thresholds, "top_k": self.top_k,
                "class_id": self.class_id}


class Recall(Precision):
    """tp / (tp + fn) at each threshold."""

    counted = (("true_positives", "tp"), ("false_negatives", "fn"))


_CURVES = {"ROC": "ROC", "PR": "PR", "PRGAIN": "PRGAIN"}
_SUMMATIONS = ("interpolation", "minoring", "majoring")


class AUC(ConfusionMetric):
    """The area under the ROC or precision-recall curve, from the counts at num_thresholds thresholds, summed by
    Keras's Riemann sum (interpolation; for PR, Davis and Goadrich's interpolation)."""

    counted = (("true_positives", "tp"), ("false_positives", "fp"), ("true_negatives", "tn"),
               ("false_negatives", "fn"))

    def __init__(self, num_thresholds=200, curve="ROC", summation_method="interpolation", name=None, dtype=None,
                 thresholds=None, multi_label=False, num_labels=None, label_weights=None, from_logits=False):
        if label_weights is not None:
            raise NotImplementedError("gradcli's AUC weighs every label alike: leave out label_weights")
        if num_labels and not multi_label:
            raise ValueError("`num_labels` is needed only when `multi_label` is True.")
        curve, summation_method = str(curve).upper(), str(summation_method).lower()
        if curve not in _CURVES:
            raise ValueError(f'Invalid AUC curve value: "{curve}". Expected values are ["PR", "ROC", "PRGAIN"]')
        if summation_method not in _SUMMATIONS:
            raise ValueError(f'Invalid AUC summation method value: "{summation_method}". Expected values are '
                             '["interpolation", "majoring", "minoring"]')
        self.from_thresholds = thresholds is not None
        if thresholds is not None:
            inner = sorted(thresholds)
            self.num_thresholds = len(inner) + 2
        else:
            if num_thresholds <= 1:
                raise ValueError(f"Argument `num_thresholds` must be an integer > 1. Received: "
                                 f"num_thresholds={num_thresholds}")
            self.num_thresholds = num_thresholds
            inner = [(i + 1) * 1.0 / (num_thresholds - 1) for i in range(num_thresholds - 2)]
        super().__init__([0.0, *inner, 1.0], name, dtype)
        self.evenly = thresholds is None or _evenly_spread(np.array([0.0, *inner, 1.0]))
        self.thresholds = [0.0 - KERAS_EPSILON, *inner, 1.0 + KERAS_EPSILON]
        self.curve, self.summation_method, self.from_logits = curve, summation_method, from_logits
        self.multi_label, self.num_labels, self.label_weights = multi_label, num_labels, None
        if multi_label:  # (its variables made for its number of labels, or at its first update)
            self.variables = []
            if num_labels:
                self.make_variables((None, num_labels))

    def update_state(self, y_true, y_pred, sample_weight=None):
        if self.from_logits:
            y_pred = ops.sigmoid(as_tensor(y_pred))
        if self.multi_label and not self.variables and as_tensor(y_pred).ndim != 2:
            raise ValueError(f"`y_pred` must have rank 2 when `multi_label=True`. Found rank "
                             f"{as_tensor(y_pred).ndim}. Full shape received for `y_pred`: "
                             f"{as_tensor(y_pred).shape}")
        self.add_counts(y_true, y_pred, sample_weight, multi_label=self.multi_label)

    def result(self):
        counts = self.counts()
        tp, fp, tn, fn = (counts[name] for name in ("tp", "fp", "tn", "fn"))
        if self.curve == "PR" and self.summation_method == "interpolation":
            return self._summed(_interpolated_pr_auc(tp, fp, fn))
        recall = _divide_no_nan(tp, tp + fn)
        if self.curve == "ROC":
            x, y = _divide_no_nan(fp, fp + tn), recall
        elif self.curve == "PR":
            x, y = recall, _divide_no_nan(tp, tp + fp)
        else:
            scaling = _divide_no_nan(tp + fn, tn + fp)
            recall_gain = np.float32(1.0) - scaling * _divide_no_nan(fn, tp)
            precision_gain = np.float32(1.0) - scaling * _divide_no_nan(fp, tp)
            x = np.maximum(np.where(tp == 0, np.float32(0), recall_gain), np.float32(0))
            y = np.where(tp == 0, np.float32(1), precision_gain)
        if self.summation_method == "interpolation":
            heights = (y[:-1] + y[1:]) / np.float32(2)
        elif self.summation_method == "minoring":
            heights = np.minimum(y[:-1], y[1:])
        else:
            heights = np.maximum(y[:-1], y[1:])
        return self._summed((x[:-1] - x[1:]) * heights)

    def _summed(self, terms):
        """The Riemann terms summed: over the thresholds; multi-label, each label's, then their mean."""
        if self.multi_label:
            return keras_mean(reduce_sum(Tensor(terms.astype(np.float32)), 0))
        return reduce_sum(Tensor(terms.astype(np.float32)))

    def get_config(self):
        config = {**super().get_config(), "num_thresholds": self.num_thresholds, "curve": self.curve,
                  "summation_method": self.summation_method, "multi_label": self.multi_label,
                  "num_labels": self.num_labels,
                  "label_weights": None, "from_logits": self.from_logits}
        if self.from_thresholds:  # (Keras's, from a numpy array of them)
            config["thresholds"] = list(np.array(self.thresholds[1:-1]))
        return config


class _AtConstraint(ConfusionMetric):
    """The largest of one rate over the thresholds where another reaches `value` (Keras's
    SensitivitySpecificityBase): the counts at num_thresholds thresholds spread over [0, 1]."""

    counted = (("true_positives", "tp"), ("false_positives", "fp"), ("true_negatives", "tn"),
               ("false_negatives", "fn"))
    constraint = ""  # the name of the rate constrained, as Keras's argument names it
    rates = ("", "")  # (the rate constrained, the rate maximized), of "recall", "precision", "specificity"

    def __init__(self, value, num_thresholds=200, class_id=None, name=None, dtype=None):
        if value < 0 or value > 1:
            raise ValueError(f"Argument `{self.constraint}` must be in the range [0, 1]. Received: "
                             f"{self.constraint}={value}")
        if num_thresholds <= 0:
            raise ValueError(f"Argument `num_thresholds` must be an integer > 0. Received: "
                             f"num_thresholds={num_thresholds}")
        inner = [(i + 1) * 1.0 / (num_thresholds - 1) for i in range(num_thresholds - 2)]
        super().__init__([0.5] if num_thresholds == 1 else [0.0, *inner, 1.0], name, dtype)
        self.evenly = num_thresholds != 1
        self.value, self.num_thresholds, self.class_id = value, num_thresholds, class_id
        setattr(self, self.constraint, value)

    def update_state(self, y_true, y_pred, sample_weight=None):
        self.add_counts(y_true, y_pred, sample_weight, class_id=self.class_id)

    def result(self):
        counts = self.counts()
        tp, fp, tn, fn = (counts[name] for name in ("tp", "fp", "tn", "fn"))
        rates = {"recall": _divide_no_nan(tp, tp + fn), "precision": _divide_no_nan(tp, tp + fp),
                 "specificity": _divide_no_nan(tn, tn + fp)}
        constrained, maximized = (rates[rate] for rate in self.rates)
        feasible = constrained >= np.float32(self.value)
        return Tensor(np.max(np.where(feasible, maximized, np.float32(0)), initial=np.float32(0)))

    def get_config(self):
        return {**super().get_config(), "class_id": self.class_id, "num_thresholds": self.num_thresholds,
                self.constraint: self.value}


def _at_constraint_class(name, constraint, rates):
    return type(name, (_AtConstraint,), {"constraint": constraint, "rates": rates,
                                         "__doc__": f"Keras's {name}: the best {rates[1]} where the {rates[0]} "
                                                    f"is at least `{constraint}`."})


SensitivityAtSpecificity = _at_constraint_class("SensitivityAtSpecificity", "specificity", ("specificity", "recall"))
SpecificityAtSensitivity = _at_constraint_class("SpecificityAtSensitivity", "sensitivity", ("recall", "specificity"))
PrecisionAtRecall = _at_constraint_class("PrecisionAtRecall", "recall", ("recall", "precision"))
RecallAtPrecision = _at_constraint_class("RecallAtPrecision", "precision", ("precision", "recall"))


def _interpolated_pr_auc(tp, fp, fn):
    """Keras's interpolate_pr_auc: the precision interpolated between thresholds as Davis and Goadrich do."""
    dtp = tp[:-1] - tp[1:]
    p = tp + fp
    dp = p[:-1] - p[1:]
    slope = _divide_no_nan(dtp, np.maximum(dp, np.float32(0)))
    intercept = tp[1:] - slope * p[1:]
    ratio = np.where((p[:-1] > 0) & (p[1:] > 0), _divide_no_nan(p[:-1], np.maximum(p[1:], np.float32(0))),
                     np.float32(1)).astype(np.float32)
    logs = ops.log(Tensor(ratio)).value
    return _divide_no_nan(slope * (dtp + intercept * logs), np.maximum(tp[1:] + fn[1:], np.float32(0)))



CLASSES = {cls.__name__: cls for cls in (
    MeanAbsolutePercentageError, MeanSquaredLogarithmicError, Hinge, SquaredHinge, CategoricalHinge, Poisson,
    KLDivergence, LogCoshError, CosineSimilarity, BinaryCrossentropy, CategoricalCrossentropy,
    SparseCategoricalCrossentropy, TopKCategoricalAccuracy, TruePositives, FalsePositives, TrueNegatives,
    FalseNegatives, Precision, Recall, AUC, PearsonCorrelation, ConcordanceCorrelation, SensitivityAtSpecificity,
    SpecificityAtSensitivity, PrecisionAtRecall, RecallAtPrecision)}
