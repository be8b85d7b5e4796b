"""Keras's Model: a layer that can be compiled, fitted, evaluated and asked to predict, as Keras 3's trainer
does it on TensorFlow's backend.

`fit` goes through the batches `fit_data` gives (shuffled as Keras shuffles them, by default), each a training
step: the model called with training=True under a tape, the compiled loss (with its sample weights) and the
losses the layers added, the optimizer applied to the gradients of the trainable weights, the loss tracker and
the compiled metrics updated (`compiled`). An epoch's loss is the mean of its batches' losses weighted by their
sizes, as Keras's loss tracker keeps it, in float32; `validation_data` or `validation_split` (the last fraction
of the arrays) adds `val_` entries. The callbacks (`callbacks`, the progress bar among them) are called as Keras
calls them. The optimizers, losses and metrics are `training_namespaces`'s.
"""
import functools

import numpy as np

from gradcli.words.errors import GradcliError
from gradcli.engine.tensor import Tensor, charge_work
from gradcli.functions import VOCABULARY
from gradcli.lang.runtime import UserFunction
from gradcli.tensorflow.keras.layer import GRAPH_STEPS, LAYER_ATTRIBUTES, Layer, visible
from gradcli.tensorflow.keras import compiled, fit_data, run
from gradcli.tensorflow.keras.callbacks import CallbackList
from gradcli.tensorflow.keras.run import as_callable
from gradcli.tensorflow.objects import Tape, convert, read


LOSS_FUNCTIONS = {}  # tf.keras.losses's members, by which compile() finds a loss by name (set with the namespace)


def _training():
    from gradcli.tensorflow.keras import training_namespaces
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

class _OneBatch:
    """The data of train_on_batch and test_on_batch: one batch, as it is."""

    def __init__(self, x, y, sample_weight):
        self.batch = tuple(None if v is None else _as_array(v) for v in (x, y, sample_weight))

    def epoch(self):
        return [self.batch]


class Model(Layer):
    tf_type_name = "Model"

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.compiled = None  # what compile() was given, and the loss and metrics made of it on the first batch
        self.optimizer = self.history = None
        self.stop_training = False

    # ----- compile -----

    def compile(self, optimizer="rmsprop", loss=None, loss_weights=None, metrics=None, weighted_metrics=None,
                run_eagerly=False, steps_per_execution=1, jit_compile="auto", auto_scale_loss=True):
        if weighted_metrics:
            raise GradcliError("compile(weighted_metrics=...) is not run by gradcli: pass the metrics as `metrics`, "
                               "which weigh no sample")
        training = _training()
        self.optimizer = training.get_optimizer(optimizer)
        self.compiled = {"loss": loss, "metrics": list(metrics or []), "made": None, "run_eagerly": bool(run_eagerly)}
        from gradcli.tensorflow.keras.metrics import Mean
        self.loss_tracker = Mean(name="loss")
        self.compile_metrics = compiled.CompileMetrics(self) if metrics else None

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

    def compute_loss(self, x=None, y=None, y_pred=None, sample_weight=None, training=True):
        """Keras's: the compiled loss, plus each loss the layers added (summed, as Keras sums them)."""
        loss, _ = self._compiled(y, y_pred)
        terms = [] if loss is None else [self._compiled_loss(loss, y, y_pred, sample_weight)]
        terms += [VOCABULARY["reduce_sum"].call(_floating(read(added))) for added in self.losses]
        if not terms:
            raise ValueError("No loss to compute. Provide a `loss` argument in `compile()`.")
        return terms[0] if len(terms) == 1 else VOCABULARY["reduce_sum"].call(VOCABULARY["stack"].call(terms))

    @staticmethod
    def _compiled_loss(loss, y, y_pred, sample_weight):
        from gradcli.tensorflow.keras import losses
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
            (x, y, sample_weight), validation_data = fit_data.split(x, y, sample_weight, validation_split)
        data = fit_data.Batches(x, y, sample_weight, batch_size, steps_per_epoch, shuffle, class_weight)
        validation = None
        if validation_data is not None:
            vx, vy, vw = ((validation_data, None, None) if fit_data.is_dataset(validation_data)
                          else tuple(validation_data) + (None,) * (3 - len(validation_data)))
            validation = fit_data.Batches(vx, vy, vw, validation_batch_size or batch_size, validation_steps)
        hooks = CallbackList(callbacks, self, add_history=True, add_progbar=verbose != 0, verbose=verbose,
                             epochs=epochs, steps=data.steps)
        self.stop_training = False
        hooks.call("on_train_begin")
        training_logs = None
        for epoch in range(initial_epoch, epochs):
            self.reset_metrics()
            hooks.call("on_epoch_begin", epoch)
            logs = dict(self._fit_epoch(data, hooks))
            if validation is not None and _should_validate(epoch, validation_freq):
                logs.update({f"val_{k}": v for k, v in self._evaluate(validation, hooks).items()})
            hooks.call("on_epoch_end", epoch, logs=logs)
            training_logs = logs
            if self.stop_training:
                break
        if epochs > 0:  # (an optimizer with use_ema ends with the weights set to their averages)
            self.optimizer.finalize_variable_values(self.trainable_weights)
        hooks.call("on_train_end", logs=training_logs)
        return hooks.history

    def _fit_epoch(self, data, hooks):
        """One epoch's training steps, and its logs: Keras's _get_metrics_result_or_logs of the last step's
        (`epoch_logs`), as they are (the callbacks make them Python's)."""
        program_step = self.train_step_of_program()
        logs = {}
        for step, (x, y, weights) in enumerate(data.epoch()):
            charge_work(TRAINING_STEP_WORK)
            hooks.call("on_train_batch_begin", step)
            if program_step is not None:
                logs = program_step(tuple(_tensor(v) for v in (x, y, weights) if v is not None))
            else:
                logs = self.train_step(x, y, weights)
            hooks.call("on_train_batch_end", step, logs=logs)
            if self.stop_training:
                break
        return self.epoch_logs(logs)

    def epoch_logs(self, logs):
        """The metrics' results where the last step's logs have the same names, else those logs."""
        results = compiled.get_metrics_result(self)
        return results if isinstance(logs, dict) and set(logs) == set(results) else logs

    def train_step_of_program(self):
        """The train_step a program's model class defines, which fit calls instead of Keras's; None."""
        return None

    def train_step(self, x, y, sample_weight):
        """Keras's: the loss under a tape, the optimizer applied, the loss tracker (weighted by the batch's
        size) and the compiled metrics updated; every metric's result."""
        with Tape() as tape:
            y_pred = self(x, training=True)
            loss = self.compute_loss(y=y, y_pred=y_pred, sample_weight=sample_weight)
        self.loss_tracker.update_state(loss, sample_weight=_size(x))
        variables = self.trainable_weights
        self.optimizer.apply(tape.gradient(loss, variables), variables)
        return compiled.compute_metrics(self, x, y, y_pred, sample_weight)

    def is_chain(self):
        """Whether summary() draws it as a chain of layers (a functional model may not be one)."""
        return True

    def metrics_names(self):
        return [metric.name for metric in self.metric_objects()]

    def compiled_metric_objects(self):
        """The metrics compile() made (once a batch has been seen)."""
        made = self.compiled and self.compiled["made"]
        return list(made[1]) if made else []

    def metric_objects(self):
        """model.metrics: the loss tracker and the compiled metrics, once compiled."""
        if self.compiled is None:
            return []
        return [self.loss_tracker] + ([self.compile_metrics] if self.compile_metrics is not None else [])

    def reset_metrics(self):
        for metric in self.metric_objects():
            metric.reset_state()

    def _evaluate(self, data, hooks):
        """Keras's test steps over the batches: each the model called with training=False, the loss tracker
        and the compiled metrics updated; every metric's result."""
        self.reset_metrics()
        hooks.call("on_test_begin")
        logs = {}
        for step, (bx, by, bw) in enumerate(data.epoch()):
            hooks.call("on_test_batch_begin", step)
            y_pred = self(bx, training=False)
            loss = self.compute_loss(y=by, y_pred=y_pred, sample_weight=bw)
            self.loss_tracker.update_state(loss, sample_weight=_size(bx))
            logs = compiled.compute_metrics(self, bx, by, y_pred, bw)
            hooks.call("on_test_batch_end", step, logs=logs)
        logs = compiled.pythonify_logs(self.epoch_logs(logs))
        hooks.call("on_test_end", logs=logs)
        return logs

    @_graph_steps
    def evaluate(self, x=None, y=None, batch_size=None, verbose="auto", sample_weight=None, steps=None,
                 callbacks=None, return_dict=False):
        if self.compiled is None:
            raise ValueError("You must call `compile()` before using the model.")
        data = fit_data.Batches(x, y, sample_weight, batch_size, steps)
        hooks = CallbackList(callbacks, self, add_progbar=verbose != 0, verbose=verbose, epochs=1, steps=data.steps)
        logs = self._evaluate(data, hooks)
        return logs if return_dict else self._in_order(logs)

    def _in_order(self, logs):
        """Keras's _flatten_metrics_in_order: the loss, the compiled metrics in compile()'s order, the rest
        sorted; one value alone."""
        names = ["loss"] + [metric.name for metric in self.compiled_metric_objects()]
        values = [logs[name] for name in names if name in logs] + [logs[k] for k in sorted(logs) if k not in names]
        return values[0] if len(values) == 1 else values

    @_graph_steps
    def train_on_batch(self, x, y=None, sample_weight=None, class_weight=None, return_dict=False):
        """One training step on the batch, with the metrics reset first."""
        if self.compiled is None:
            raise ValueError("You must call `compile()` before using the model.")
        if class_weight is not None:
            if sample_weight is not None:
                raise ValueError("Arguments `sample_weight` and `class_weight` cannot be specified at the same time. "
                                 f"Received: sample_weight={sample_weight}, class_weight={class_weight}")
            sample_weight = fit_data.class_weight_to_sample_weights(y, class_weight)
        self.reset_metrics()
        logs = compiled.pythonify_logs(self._fit_epoch(_OneBatch(x, y, sample_weight), CallbackList(None, self)))
        return logs if return_dict else self._in_order(logs)

    @_graph_steps
    def test_on_batch(self, x, y=None, sample_weight=None, return_dict=False):
        """One test step on the batch, with the metrics reset first."""
        if self.compiled is None:
            raise ValueError("You must call `compile()` before using the model.")
        logs = self._evaluate(_OneBatch(x, y, sample_weight), CallbackList(None, self))
        return logs if return_dict else self._in_order(logs)

    @_graph_steps
    def predict(self, x, batch_size=None, verbose="auto", steps=None, callbacks=None):
        data = fit_data.Batches(x, None, None, batch_size, steps)
        hooks = CallbackList(callbacks, self, add_progbar=verbose != 0, verbose=verbose, epochs=1, steps=data.steps)
        hooks.call("on_predict_begin")
        outputs = []
        for step, (bx, _, _) in enumerate(data.epoch()):
            hooks.call("on_predict_batch_begin", step)
            outputs.append(read(self(bx, training=False)))
            hooks.call("on_predict_batch_end", step, logs={"outputs": outputs[-1]})
        hooks.call("on_predict_end")
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
        from gradcli.tensorflow.keras.summary import summary_text
        run.write(summary_text(self) + "\n")


def _metric(identifier, y, y_pred, training):
    """A compiled metric: "accuracy" is binary, sparse categorical or categorical by the shapes, as in Keras."""
    from gradcli.tensorflow.keras import metrics
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


def _tensor(value):
    """A batch as a train_step gets it: tensors (numpy's floats as float32)."""
    if isinstance(value, dict):
        return {k: _tensor(v) for k, v in value.items()}
    value = read(value)
    tensor = value if isinstance(value, Tensor) else convert(value)
    return convert(tensor, "float32") if tensor.dtype == np.float64 else tensor


def _floating(tensor):
    """An added loss as Keras sums it: in floatx where it is not floating point already."""
    return tensor if tensor.dtype.kind == "f" else VOCABULARY["cast"].call(tensor, "float32")


def _should_validate(epoch, validation_freq):
    """Keras's _should_eval: every validation_freq-th epoch, or the (1-based) epochs a list names."""
    if isinstance(validation_freq, int):
        return (epoch + 1) % validation_freq == 0
    if isinstance(validation_freq, list):
        return epoch + 1 in validation_freq
    raise ValueError(f"Expected `validation_freq` to be a list or int. Received: validation_freq={validation_freq} "
                     f"of the type {type(validation_freq)}.")


def _as_array(value):
    value = read(value)
    return value if isinstance(value, (Tensor, dict)) else np.asarray(value)


_size = fit_data.size


MODEL_ATTRIBUTES = {
    **LAYER_ATTRIBUTES, "layers": lambda m: visible(m.sublayers()), "compile": lambda m: m.compile,
    "fit": lambda m: m.fit, "evaluate": lambda m: m.evaluate, "predict": lambda m: m.predict,
    "predict_on_batch": lambda m: m.predict_on_batch, "get_layer": lambda m: m.get_layer,
    "train_on_batch": lambda m: m.train_on_batch, "test_on_batch": lambda m: m.test_on_batch,
    "reset_metrics": lambda m: m.reset_metrics,
    "summary": lambda m: m.summary, "metrics_names": lambda m: m.metrics_names(), "optimizer": lambda m: m.optimizer,
    "metrics": lambda m: m.metric_objects(), "get_metrics_result": lambda m: lambda: compiled.get_metrics_result(m),
    "compute_metrics": lambda m: lambda *args, **kwargs: compiled.compute_metrics(m, *args, **kwargs),
    "compiled_loss": lambda m: compiled.compiled_loss(m),
    "compiled_metrics": lambda m: compiled.DeprecatedCompiledMetrics(m),
    "history": lambda m: m.history, "compute_loss": lambda m: m.compute_loss,
    "stop_training": lambda m: m.stop_training,
}
Model.tf_attributes = MODEL_ATTRIBUTES
