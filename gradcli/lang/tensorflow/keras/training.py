"""Keras's Model: a layer that can be compiled, fitted, evaluated and asked to predict, as Keras 3's trainer
does it on TensorFlow's backend.

`fit` goes through the data in batches, in order (shuffle=False), each a training step: the model called with
training=True under a tape, the compiled loss (with its sample weights), the optimizer applied to the
gradients of the trainable weights, the compiled metrics updated. An epoch's loss is the mean of its batches'
losses weighted by their sizes, as Keras's loss tracker keeps it, in float32; `validation_data` or
`validation_split` (the last fraction of the arrays) adds `val_` entries. The optimizers, losses and metrics are
`training_namespaces`'s.
"""
import functools
import math

import numpy as np

from gradcli.engine.errors import GradcliError
from gradcli.engine.shown import Shown
from gradcli.engine.tensor import Tensor, charge_work
from gradcli.lang.runtime import UserFunction
from gradcli.lang.tensorflow.keras.layer import GRAPH_STEPS, LAYER_ATTRIBUTES, Layer, visible
from gradcli.lang.tensorflow.keras import run
from gradcli.lang.tensorflow.keras.run import as_callable
from gradcli.lang.tensorflow.objects import Tape, convert, read


LOSS_FUNCTIONS = {}  # tf.keras.losses's members, by which compile() finds a loss by name (set with the namespace)


def _training():
    from gradcli.lang.tensorflow.keras import training_namespaces
    return training_namespaces


def _graph_steps(method):
    """fit, evaluate or predict: their steps run as graphs, as Keras runs them (tf.functions), unless the model
    was compiled with run_eagerly=True."""
    @functools.wraps(method)
    def run_steps(self, *args, **kwargs):
        GRAPH_STEPS.append(not (self.compiled and self.compiled["run_eagerly"]))
        try:
            return method(self, *args, **kwargs)
        finally:
            GRAPH_STEPS.pop()
    return run_steps


# What a training step of fit costs beside its operations (Keras's bookkeeping: the batch's tape, the loss's
# tracker, the metrics), in elements' work of about a nanosecond: some 0.5 ms, so that fit(epochs=10**9) stops in
# the time any runaway does.
TRAINING_STEP_WORK = 500_000

class History(Shown):
    """What fit returns: `history` (each logged value per epoch), `epoch` and `params`."""

    tf_type_name = "History"

    def __init__(self, params):
        self.history, self.epoch, self.params = {}, [], params

    def tf_repr(self):
        return "<keras.src.callbacks.history.History object>"

    tf_str = tf_repr


History.tf_attributes = {"history": lambda h: h.history, "epoch": lambda h: h.epoch, "params": lambda h: h.params}


class _Mean:
    """Keras's Mean metric, as the loss tracker: a float32 total and count."""

    def __init__(self):
        self.total, self.count = np.float32(0), np.float32(0)

    def update(self, value, weight):
        self.total = np.float32(self.total + np.float32(value) * np.float32(weight))
        self.count = np.float32(self.count + np.float32(weight))

    def result(self):
        return float(np.float32(self.total / self.count)) if self.count else 0.0


class Model(Layer):
    tf_type_name = "Model"

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.compiled = None  # what compile() was given, and the loss and metrics made of it on the first batch
        self.optimizer = self.history = None

    # ----- compile -----

    def compile(self, optimizer="rmsprop", loss=None, loss_weights=None, metrics=None, weighted_metrics=None,
                run_eagerly=False, steps_per_execution=1, jit_compile="auto", auto_scale_loss=True):
        training = _training()
        self.optimizer = training.get_optimizer(optimizer)
        self.compiled = {"loss": loss, "metrics": list(metrics or []), "made": None, "run_eagerly": bool(run_eagerly)}

    def _compiled(self, y, y_pred):
        """The loss function and metric objects, made on the first batch (Keras resolves "accuracy" by the
        shapes it sees)."""
        if self.compiled is None:
            raise ValueError("You must call `compile()` before using the model.")
        if self.compiled["made"] is None:
            training = _training()
            loss = self.compiled["loss"]
            loss = None if loss is None else training.get_loss(as_callable(loss), LOSS_FUNCTIONS)
            metrics = [_metric(m, y, y_pred, training) for m in self.compiled["metrics"]]
            self.compiled["made"] = (as_callable(loss), metrics)
        return self.compiled["made"]

    def compute_loss(self, y, y_pred, sample_weight=None):
        loss, _ = self._compiled(y, y_pred)
        if loss is None:
            raise ValueError("No loss to compute. Provide a `loss` argument in `compile()`.")
        from gradcli.lang.tensorflow.keras import losses
        if isinstance(loss, losses.Loss):
            return loss(y, y_pred, sample_weight=sample_weight)
        y_true, y_pred = losses.same_rank(convert(read(y), "float32"), y_pred)
        return losses.reduce_weighted(read(loss(y_true, y_pred)), sample_weight, "sum_over_batch_size")

    # ----- fit, evaluate, predict -----

    @_graph_steps
    def fit(self, x=None, y=None, batch_size=None, epochs=1, verbose="auto", callbacks=None, validation_split=0.0,
            validation_data=None, shuffle=True, class_weight=None, sample_weight=None, initial_epoch=0,
            steps_per_epoch=None, validation_steps=None, validation_batch_size=None, validation_freq=1):
        if self.compiled is None:
            raise ValueError("You must call `compile()` before calling `fit()`.")
        if validation_split and validation_data is None:
            (x, y, sample_weight), validation_data = _split(x, y, sample_weight, validation_split)
        batches = _batches(x, y, sample_weight, batch_size)
        if shuffle and len(batches) > 1 and not hasattr(x, "dataset_batches"):
            raise GradcliError("fit(shuffle=True) (Keras's default) orders the batches by TensorFlow's random "
                               "shuffle, which gradcli does not reproduce: pass shuffle=False")
        self.history = History({"verbose": 1 if verbose == "auto" else verbose, "epochs": epochs,
                                "steps": len(batches)})
        for epoch in range(initial_epoch, epochs):
            if epoch > initial_epoch and hasattr(x, "dataset_batches"):
                batches = x.dataset_batches()  # Keras iterates a dataset anew each epoch: a shuffle reshuffles
            logs = self._fit_epoch(batches, class_weight)
            if validation_data is not None:
                is_dataset = hasattr(validation_data, "dataset_batches")  # (a dataset holds its y)
                vx, vy, *vw = (validation_data, None) if is_dataset else validation_data
                logs.update({f"val_{k}": v for k, v in self._evaluate(
                    vx, vy, validation_batch_size or batch_size, vw[0] if vw else None).items()})
            self.history.epoch.append(epoch)
            for key, value in logs.items():
                self.history.history.setdefault(key, []).append(value)
        return self.history

    def _fit_epoch(self, batches, class_weight):
        """One epoch's training steps, and its logs: Keras's; after the program's train_steps, its metrics'
        results, or the logs its train_step gave last where their names differ (`epoch_logs`)."""
        program_step = self.train_step_of_program()
        tracker, metrics, logs = _Mean(), (), {}
        self.reset_metrics()
        for x, y, weights in batches:
            charge_work(TRAINING_STEP_WORK)
            if class_weight is not None:
                weights = _class_weights(y, class_weight, weights)
            if program_step is not None:
                logs = program_step(tuple(_tensor(v) for v in (x, y, weights) if v is not None))
            else:
                metrics = self.train_step(x, y, weights, tracker)
        if program_step is None:
            logs = {"loss": tracker.result(), **_results(metrics)}
        else:
            logs = self.epoch_logs(logs)
        return {key: _float(logs[key]) for key in sorted(logs)}  # (sorted, as tf.function returns them)

    def train_step_of_program(self):
        """The train_step a program's model class defines, which fit calls instead of Keras's; None."""
        return None

    def train_step(self, x, y, sample_weight, tracker):
        with Tape() as tape:
            y_pred = self(x, training=True)
            loss = self.compute_loss(y, y_pred, sample_weight)
        tracker.update(read(loss).value, _size(x))
        variables = self.trainable_weights
        self.optimizer.apply(tape.gradient(loss, variables), variables)
        _, metrics = self._compiled(y, y_pred)
        for metric in metrics:
            metric.update_state(y, y_pred, sample_weight=sample_weight)
        return metrics

    def is_chain(self):
        """Whether summary() draws it as a chain of layers (a functional model may not be one)."""
        return True

    def metrics_names(self):
        made = self.compiled and self.compiled["made"]
        return ["loss"] + (["compile_metrics"] if made and made[1] else [])

    def reset_metrics(self):
        made = self.compiled and self.compiled["made"]
        for metric in made[1] if made else ():
            metric.reset_state()

    def _evaluate(self, x, y, batch_size, sample_weight):
        tracker, metrics = _Mean(), ()
        self.reset_metrics()
        for bx, by, bw in _batches(x, y, sample_weight, batch_size):
            y_pred = self(bx, training=False)
            tracker.update(read(self.compute_loss(by, y_pred, bw)).value, _size(bx))
            _, metrics = self._compiled(by, y_pred)
            for metric in metrics:
                metric.update_state(by, y_pred, sample_weight=bw)
        logs = {"loss": tracker.result(), **_results(metrics)}
        return {key: logs[key] for key in sorted(logs)}  # (sorted, as tf.function returns them)

    @_graph_steps
    def evaluate(self, x=None, y=None, batch_size=None, verbose="auto", sample_weight=None, steps=None,
                 callbacks=None, return_dict=False):
        if self.compiled is None:
            raise ValueError("You must call `compile()` before using the model.")
        logs = self._evaluate(x, y, batch_size, sample_weight)
        if return_dict:
            return logs
        return logs["loss"] if len(logs) == 1 else [logs["loss"]] + [v for k, v in logs.items() if k != "loss"]

    @_graph_steps
    def predict(self, x, batch_size=None, verbose="auto", steps=None, callbacks=None):
        outputs = [read(self(bx, training=False)) for bx, _, _ in _batches(x, None, None, batch_size)]
        return np.concatenate([o.value for o in outputs], axis=0)

    @_graph_steps
    def predict_on_batch(self, x):
        return read(self(_as_array(x), training=False)).value

    def get_layer(self, name=None, index=None):
        layers = self.sublayers()
        if index is not None:
            return layers[index].visible
        for layer in layers:
            if layer.name == name:
                return layer.visible
        raise ValueError(f"No such layer: {name}. Existing layers are: {[layer.name for layer in layers]}.")

    def summary(self, line_length=None, positions=None, print_fn=None, expand_nested=False, show_trainable=False,
                layer_range=None):
        from gradcli.lang.tensorflow.keras.summary import summary_text
        run.write(summary_text(self) + "\n")


def _metric(identifier, y, y_pred, training):
    """A compiled metric: "accuracy" is binary, sparse categorical or categorical by the shapes, as in Keras."""
    from gradcli.lang.tensorflow.keras import metrics
    if identifier in ("accuracy", "acc"):
        true_shape, pred_shape = np.shape(read(y)), tuple(read(y_pred).shape)
        if pred_shape[-1] == 1:
            kind = "BinaryAccuracy"
        elif len(true_shape) == len(pred_shape) - 1 or (true_shape and true_shape[-1] == 1):
            kind = "SparseCategoricalAccuracy"
        else:
            kind = "CategoricalAccuracy"
        return metrics.CLASSES[kind](name=identifier)
    if isinstance(identifier, str) and identifier in metrics.BY_STRING:  # named as compile() was given it
        return metrics.BY_STRING[identifier](name=identifier)
    if isinstance(identifier, UserFunction):  # the mean of the program's function, named after it
        wrapper = type(identifier.name, (metrics.MeanMetricWrapper,),
                       {"function": staticmethod(as_callable(identifier))})
        return wrapper(name=identifier.name)
    return training.get_metric(identifier)


def _results(metrics):
    return {metric.name: _float(metric.result()) for metric in metrics}


def _float(value):
    value = read(value)
    return float(value.value if isinstance(value, Tensor) else value)


def _tensor(value):
    """A batch as a train_step gets it: tensors (numpy's floats as float32)."""
    if isinstance(value, dict):
        return {k: _tensor(v) for k, v in value.items()}
    value = read(value)
    tensor = value if isinstance(value, Tensor) else convert(value)
    return convert(tensor, "float32") if tensor.dtype == np.float64 else tensor


def _as_array(value):
    value = read(value)
    return value if isinstance(value, (Tensor, dict)) else np.asarray(value)


def _leaves(x):
    if isinstance(x, dict):
        return list(x.values())
    if isinstance(x, (list, tuple)) and x and not isinstance(x[0], (int, float, list)):
        return list(x)
    return [x]


def _size(x):
    return int(np.shape(_leaves(x)[0] if not isinstance(_leaves(x)[0], Tensor) else _leaves(x)[0].value)[0])


def _take(x, start, stop):
    if x is None:
        return None
    if isinstance(x, dict):
        return {k: _take(v, start, stop) for k, v in x.items()}
    if isinstance(x, (list, tuple)) and x and not isinstance(x[0], (int, float, list)):
        return [_take(v, start, stop) for v in x]
    value = read(x)
    array = value.value if isinstance(value, Tensor) else np.asarray(value)
    return array[start:stop]


def _batches(x, y, sample_weight, batch_size):
    """The data in batches of `batch_size` (32 by default), in order; or the batches of a tf.data dataset."""
    if hasattr(x, "dataset_batches"):
        return x.dataset_batches()
    size = _size(x)
    batch_size = batch_size or 32
    return [(_take(x, i, i + batch_size), _take(y, i, i + batch_size), _take(sample_weight, i, i + batch_size))
            for i in range(0, size, batch_size)] or [(x, y, sample_weight)]


def _split(x, y, sample_weight, fraction):
    split_at = int(math.floor(_size(x) * (1.0 - fraction)))
    size = _size(x)
    return ((_take(x, 0, split_at), _take(y, 0, split_at), _take(sample_weight, 0, split_at)),
            (_take(x, split_at, size), _take(y, split_at, size)) + (
                (_take(sample_weight, split_at, size),) if sample_weight is not None else ()))


def _class_weights(y, class_weight, sample_weight):
    labels = np.asarray(y)
    labels = labels.argmax(-1) if labels.ndim > 1 and labels.shape[-1] > 1 else labels.reshape(-1)
    weights = np.asarray([class_weight[int(label)] for label in labels], dtype=np.float32)
    return weights if sample_weight is None else weights * np.asarray(sample_weight, dtype=np.float32)


MODEL_ATTRIBUTES = {
    **LAYER_ATTRIBUTES, "layers": lambda m: visible(m.sublayers()), "compile": lambda m: m.compile,
    "fit": lambda m: m.fit, "evaluate": lambda m: m.evaluate, "predict": lambda m: m.predict,
    "predict_on_batch": lambda m: m.predict_on_batch, "get_layer": lambda m: m.get_layer,
    "summary": lambda m: m.summary, "metrics_names": lambda m: m.metrics_names(), "optimizer": lambda m: m.optimizer,
    "history": lambda m: m.history, "compute_loss": lambda m: m.compute_loss,
}
Model.tf_attributes = MODEL_ATTRIBUTES
