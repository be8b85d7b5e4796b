"""What compile() makes that a model's train_step reaches, as Keras 3's trainer has it (`keras/src/trainers/`):
`model.metrics` (the loss tracker, a Mean named "loss", then CompileMetrics, named "compile_metrics", whose
result is a dict of the compiled metrics' results), `compute_metrics`, `get_metrics_result`, and Keras 2's
`compiled_loss` and `compiled_metrics`, which Keras 3 still answers with a warning (and its own quirk: its
compiled_metrics.update_state gives the loss tracker, a Mean, the predictions).

Logs are made Python's as Keras's pythonify_logs makes them: sorted by name, a dict's entries in place of it,
numbers as Python floats.
"""
import warnings

from gradcli.words.errors import TensorFlowWarning
from gradcli.engine.shown import Shown
from gradcli.engine.tensor import Tensor
from gradcli.tensorflow.objects import read


class CompileMetrics(Shown):
    """The metrics compile() was given, as one metric of the model's: made on the first batch it sees (Keras
    resolves "accuracy" by the shapes), updated without sample weights."""

    tf_type_name = "CompileMetrics"

    def __init__(self, model):
        self.model, self.name = model, "compile_metrics"

    @property
    def metrics(self):
        return self.model.compiled_metric_objects()

    def update_state(self, y_true, y_pred, sample_weight=None):
        _, metrics = self.model._compiled(y_true, y_pred)
        for metric in metrics:
            metric.update_state(y_true, y_pred)

    def result(self):
        if not self.model.compiled["made"]:
            raise ValueError("Cannot get result() since the metric has not yet been built.")
        return {metric.name: metric.result() for metric in self.metrics}

    def reset_state(self):
        for metric in self.metrics:
            metric.reset_state()

    def tf_repr(self):
        return "<CompileMetrics name=compile_metrics>"

    tf_str = tf_repr


CompileMetrics.tf_attributes = {
    "name": lambda m: m.name, "metrics": lambda m: m.metrics, "update_state": lambda m: m.update_state,
    "result": lambda m: m.result, "reset_state": lambda m: m.reset_state}


def pythonify_logs(logs):
    """Keras's pythonify_logs: sorted by name, the entries of a dict in its place, numbers as Python floats."""
    result = {}
    for key, value in sorted((logs or {}).items()):
        if isinstance(value, dict):
            result.update(pythonify_logs(value))
        else:
            result[key] = _python(value)
    return result


def _python(value):
    """Keras's: a tensor as numpy's value, then a Python float where float() takes it."""
    value = read(value)
    if isinstance(value, Tensor):
        value = value.value
    try:
        return float(value)
    except (TypeError, ValueError):
        return value


def get_metrics_result(model):
    """Each of the model's metrics' result by name (a CompileMetrics's, each of its own), in their order, as
    tensors."""
    results = {}
    for metric in model.metric_objects():
        result = metric.result()
        if isinstance(result, dict):
            results.update(result)
        else:
            results[metric.name] = result
    return results


def compute_metrics(model, x, y, y_pred, sample_weight=None):
    """Keras's compute_metrics: the compiled metrics updated, then every metric's result."""
    if model.compile_metrics is not None:
        model.compile_metrics.update_state(y, y_pred, sample_weight)
    return get_metrics_result(model)


def compiled_loss(model):
    """model.compiled_loss: compute_loss, with Keras 3's warning."""
    def loss(y, y_pred, sample_weight=None, regularization_losses=None):
        warnings.warn("`model.compiled_loss()` is deprecated. Instead, use `model.compute_loss(x, y, y_pred, "
                      "sample_weight, training)`.", TensorFlowWarning, stacklevel=2)
        return model.compute_loss(x=None, y=y, y_pred=y_pred, sample_weight=sample_weight)
    return loss


class DeprecatedCompiledMetrics(Shown):
    """model.compiled_metrics: its update_state updates every metric of the model, as Keras 3's shim does
    (a Mean, the loss tracker among them, with the predictions)."""

    tf_type_name = "DeprecatedCompiledMetric"

    def __init__(self, model):
        self.model = model

    def update_state(self, y, y_pred, sample_weight=None):
        warnings.warn("`model.compiled_metrics()` is deprecated. Instead, use e.g.:\n```\nfor metric in "
                      "self.metrics:\n    metric.update_state(y, y_pred)\n```\n", TensorFlowWarning, stacklevel=2)
        from gradcli.tensorflow.keras.metrics import Mean
        for metric in self.model.metric_objects():
            if isinstance(metric, Mean):
                metric.update_state(y_pred, sample_weight=sample_weight)
            else:
                metric.update_state(y, y_pred, sample_weight=sample_weight)

    def tf_repr(self):
        return "<DeprecatedCompiledMetric object>"

    tf_str = tf_repr


DeprecatedCompiledMetrics.tf_attributes = {"update_state": lambda m: m.update_state}
