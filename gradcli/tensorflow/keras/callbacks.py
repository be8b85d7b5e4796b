"""keras.callbacks: what fit, evaluate and predict call at each step, as Keras 3 calls it
(`keras/src/callbacks/`).

`CallbackList` calls the program's callbacks in their order, then History and the progress bar
(`progress.ProgbarLogger`), each hook with the logs as Python floats in sorted order (one dict a hook, which a
callback may add to: LearningRateScheduler adds `learning_rate`, which History then keeps). A class of the
program's deriving from keras.callbacks.Callback (`CALLBACK`) has its hooks run by the interpreter as the
program's own code; `self.model` and `self.params` are what Keras sets. The callbacks that write files
(ModelCheckpoint, BackupAndRestore, TensorBoard, CSVLogger) are refused by name before the program runs
(`not_run.py`).
"""
import math
import warnings

import numpy as np

from gradcli.engine.shown import Shown
from gradcli.engine.tensor import Tensor
from gradcli.lang.classes import BoundMethod, Instance, NativeClass, UserClass, instantiate
from gradcli.lang.exceptions import EXCEPTIONS, ProgramError
from gradcli.lang.runtime import UserFunction
from gradcli.tensorflow.keras import run
from gradcli.tensorflow.keras.compiled import pythonify_logs
from gradcli.tensorflow.keras.progress import ProgbarLogger
from gradcli.tensorflow.objects import read
from gradcli.lang.text import to_format

HOOKS = ("on_train_begin", "on_train_end", "on_epoch_begin", "on_epoch_end", "on_train_batch_begin",
         "on_train_batch_end", "on_test_begin", "on_test_end", "on_test_batch_begin", "on_test_batch_end",
         "on_predict_begin", "on_predict_end", "on_predict_batch_begin", "on_predict_batch_end",
         "on_batch_begin", "on_batch_end")
# Keras's Callback runs on_batch_begin/end from its on_train_batch_begin/end unless a class replaces those
_FALLBACK = {"on_train_batch_begin": "on_batch_begin", "on_train_batch_end": "on_batch_end"}


class Callback(Shown):
    """keras.callbacks.Callback's own part: its model and params, and hooks that do nothing."""

    tf_type_name = "Callback"

    def __init__(self):
        self.model, self.params = None, None

    def set_model(self, model):
        self.model = model

    def set_params(self, params):
        self.params = params

    def hook(self, name, *args):
        method = getattr(self, name, None)
        if method is None and name in _FALLBACK:
            method = getattr(self, _FALLBACK[name], None)
        if method is not None:
            method(*args)

    def tf_repr(self):
        return f"<keras.src.callbacks.{self.module}.{type(self).tf_type_name} object>"

    tf_str = tf_repr
    module = "callback"


def _stop(model):
    model.stop_training = True


def _learning_rate(optimizer):
    value = read(optimizer.learning_rate)
    return float(np.asarray(value.value if isinstance(value, Tensor) else value))


class History(Callback):
    """What fit returns: `history` (each logged value per epoch), `epoch` and `params`."""

    tf_type_name, module = "History", "history"

    def __init__(self):
        super().__init__()
        self.history, self.epoch = {}, []

    def on_train_begin(self, logs=None):
        self.epoch = []

    def on_epoch_end(self, epoch, logs=None):
        self.epoch.append(epoch)
        for key, value in (logs or {}).items():
            self.history.setdefault(key, []).append(value)
        self.model.history = self


# Which way each of Keras's metrics gets better (its `_direction`), by its class
_DIRECTIONS = {
    **dict.fromkeys(["AUC", "Accuracy", "BinaryAccuracy", "BinaryIoU", "CategoricalAccuracy", "ConcordanceCorrelation",
                     "CosineSimilarity", "F1Score", "FBetaScore", "IoU", "MeanIoU", "OneHotIoU", "OneHotMeanIoU",
                     "PearsonCorrelation", "Precision", "R2Score", "Recall", "SparseCategoricalAccuracy",
                     "SparseTopKCategoricalAccuracy", "TopKCategoricalAccuracy"], "up"),
    **dict.fromkeys(["BinaryCrossentropy", "CategoricalCrossentropy", "CategoricalHinge", "Hinge", "KLDivergence",
                     "LogCoshError", "MeanAbsoluteError", "MeanAbsolutePercentageError", "MeanSquaredError",
                     "MeanSquaredLogarithmicError", "Poisson", "RootMeanSquaredError",
                     "SparseCategoricalCrossentropy", "SquaredHinge"], "down"),
}


class MonitorCallback(Callback):
    """What EarlyStopping and ReduceLROnPlateau share: the value they watch and which way is better."""

    def __init__(self, monitor="val_loss", mode="auto", baseline=None, min_delta=0):
        super().__init__()
        if mode not in ("auto", "min", "max"):
            warnings.warn(f"{type(self).tf_type_name} mode '{mode}' is unknown, fallback to auto mode.")
            mode = "auto"
        self.monitor, self.mode, self.best, self.min_delta = monitor, mode, baseline, abs(min_delta)
        self.better = None

    def _set_direction(self):
        if self.mode != "auto":
            self.better = np.less if self.mode == "min" else np.greater
        else:
            name = self.monitor.removeprefix("val_")
            if name == "loss":
                self.better = np.less
            for metric in self.model.compiled_metric_objects():
                direction = _DIRECTIONS.get(type(metric).tf_type_name)
                if metric.name == name and direction:
                    self.better = np.greater if direction == "up" else np.less
            if self.better is None:
                raise ValueError(f"{type(self).tf_type_name} callback received monitor={self.monitor}, but Keras "
                                 "isn't able to automatically determine whether that metric should be maximized or "
                                 "minimized. Pass `mode='max'` in order to monitor based on the highest metric "
                                 "value, or pass `mode='min'` in order to use the lowest value.")
        if self.better is np.less:
            self.min_delta *= -1

    def _is_improvement(self, value, reference):
        return reference is None or bool(self.better(value - self.min_delta, reference))


class EarlyStopping(MonitorCallback):
    tf_type_name, module = "EarlyStopping", "early_stopping"

    def __init__(self, monitor="val_loss", min_delta=0, patience=0, verbose=0, mode="auto", baseline=None,
                 restore_best_weights=False, start_from_epoch=0):
        super().__init__(monitor, mode, min_delta=min_delta)
        self.patience, self.verbose, self.baseline = patience, verbose, baseline
        self.wait = self.stopped_epoch = self.best_epoch = 0
        self.restore_best_weights, self.best_weights, self.start_from_epoch = restore_best_weights, None, \
            start_from_epoch

    def on_train_begin(self, logs=None):
        self.wait = self.stopped_epoch = self.best_epoch = 0
        self.best, self.best_weights = None, None

    def on_epoch_end(self, epoch, logs=None):
        if self.better is None:
            self._set_direction()
        current = (logs or {}).get(self.monitor)
        if current is None:
            warnings.warn(f"Early stopping conditioned on metric `{self.monitor}` which is not available. Available "
                          f"metrics are: {','.join(logs or {})}")
        if current is None or epoch < self.start_from_epoch:
            return
        if self.restore_best_weights and self.best_weights is None:
            self.best_weights, self.best_epoch = self.model.get_weights(), epoch
        self.wait += 1
        if self._is_improvement(current, self.best):
            self.best, self.best_epoch = current, epoch
            if self.restore_best_weights:
                self.best_weights = self.model.get_weights()
            if self.baseline is None or self._is_improvement(current, self.baseline):
                self.wait = 0
            return
        if self.wait >= self.patience and epoch > 0:
            self.stopped_epoch = epoch
            _stop(self.model)

    def on_train_end(self, logs=None):
        if self.stopped_epoch > 0 and self.verbose > 0:
            run.write(f"Epoch {self.stopped_epoch + 1}: early stopping\n")
        if self.restore_best_weights and self.best_weights is not None:
            if self.verbose > 0:
                run.write(f"Restoring model weights from the end of the best epoch: {self.best_epoch + 1}.\n")
            self.model.set_weights(self.best_weights)


class ReduceLROnPlateau(MonitorCallback):
    tf_type_name, module = "ReduceLROnPlateau", "reduce_lr_on_plateau"

    def __init__(self, monitor="val_loss", factor=0.1, patience=10, verbose=0, mode="auto", min_delta=1e-4,
                 cooldown=0, min_lr=0.0, **kwargs):
        super().__init__(monitor, mode, min_delta=min_delta)
        if factor >= 1.0:
            raise ValueError(f"ReduceLROnPlateau does not support a factor >= 1.0. Received factor={factor}")
        self.factor, self.min_lr, self.patience, self.verbose, self.cooldown = factor, min_lr, patience, verbose, \
            cooldown
        self.cooldown_counter = self.wait = 0

    def on_train_begin(self, logs=None):
        self.best, self.cooldown_counter, self.wait = None, 0, 0

    def on_epoch_end(self, epoch, logs=None):
        if self.better is None:
            self._set_direction()
        logs["learning_rate"] = _learning_rate(self.model.optimizer)
        current = logs.get(self.monitor)
        if current is None:
            warnings.warn(f"Learning rate reduction is conditioned on metric `{self.monitor}` which is not "
                          f"available. Available metrics are: {','.join(logs)}.")
            return
        if self.cooldown_counter > 0:
            self.cooldown_counter -= 1
            self.wait = 0
        if self._is_improvement(current, self.best):
            self.best, self.wait = current, 0
        elif self.cooldown_counter <= 0:
            self.wait += 1
            if self.wait >= self.patience and self._reduce(epoch):
                self.cooldown_counter, self.wait = self.cooldown, 0

    def _reduce(self, epoch):
        old = _learning_rate(self.model.optimizer)
        if old <= np.float32(self.min_lr):
            return False
        new = max(old * self.factor, self.min_lr)
        self.model.optimizer.set_learning_rate(new)
        if self.verbose > 0:
            run.write(f"\nEpoch {epoch + 1}: ReduceLROnPlateau reducing learning rate to {new}.\n")
        return True


class LearningRateScheduler(Callback):
    tf_type_name, module = "LearningRateScheduler", "learning_rate_scheduler"

    def __init__(self, schedule, verbose=0):
        super().__init__()
        self.schedule, self.verbose = _program_function(schedule, "LearningRateScheduler"), verbose

    def on_epoch_begin(self, epoch, logs=None):
        optimizer = self.model.optimizer
        try:
            rate = self.schedule(epoch, _learning_rate(optimizer))
        except (TypeError, ProgramError) as error:  # (Keras's too: a schedule of the epoch only)
            if not _is_type_error(error):
                raise
            rate = self.schedule(epoch)
        if isinstance(rate, (Tensor, np.ndarray)) or not isinstance(rate, (float, np.floating)):
            got = to_format(rate, None, "")  # (Keras's f-string: a tensor formats as its number)
            raise ValueError(f"The output of the `schedule` function should be a float. Got: {got}")
        optimizer.set_learning_rate(rate)
        if self.verbose > 0:
            run.write(f"\nEpoch {epoch + 1}: LearningRateScheduler setting learning rate to {rate}.\n")

    def on_epoch_end(self, epoch, logs=None):
        logs["learning_rate"] = _learning_rate(self.model.optimizer)


def _is_type_error(error):
    """Whether an error of Python's or of the program's is a TypeError."""
    if isinstance(error, ProgramError):
        return error.exception.cls.is_subclass_of(EXCEPTIONS["TypeError"])
    return isinstance(error, TypeError)


class TerminateOnNaN(Callback):
    tf_type_name, module = "TerminateOnNaN", "terminate_on_nan"

    def __init__(self, raise_error=False):
        super().__init__()
        self.raise_error = raise_error

    def on_batch_end(self, batch, logs=None):
        loss = (logs or {}).get("loss")
        if loss is not None and (math.isnan(loss) or math.isinf(loss)):
            if self.raise_error:
                raise RuntimeError(f"NaN or Inf loss encountered at batch {batch}. Loss value: {loss}. Terminating "
                                   "training immediately.")
            run.write(f"Batch {batch}: Invalid loss, terminating training\n")
            _stop(self.model)


class LambdaCallback(Callback):
    """Its hooks the program's functions given to it."""

    tf_type_name, module = "LambdaCallback", "lambda_callback"

    def __init__(self, on_epoch_begin=None, on_epoch_end=None, on_train_begin=None, on_train_end=None,
                 on_train_batch_begin=None, on_train_batch_end=None, **kwargs):
        super().__init__()
        given = {"on_epoch_begin": on_epoch_begin, "on_epoch_end": on_epoch_end, "on_train_begin": on_train_begin,
                 "on_train_end": on_train_end, "on_train_batch_begin": on_train_batch_begin,
                 "on_train_batch_end": on_train_batch_end, **kwargs}
        self.functions = {name: _program_function(f, "LambdaCallback") for name, f in given.items()
                          if name in HOOKS and f is not None}

    def hook(self, name, *args):
        if name in self.functions:
            self.functions[name](*args)


def _program_function(value, callback):
    """A function the program defines, as Python calls it (run by the interpreter); the library's own functions
    and other callables are refused."""
    if not isinstance(value, UserFunction):
        from gradcli.tensorflow.python import type_of
        raise TypeError(f"keras.callbacks.{callback} takes functions the program defines (def or lambda), "
                        f"not {type_of(value).name}")
    return run.as_callable(value)


class ProgramCallback:
    """An instance of the program's Callback class, as the callback list calls it: its hooks run by the
    interpreter; those it does not define do nothing (or on_batch_begin/end's, as Keras's base does)."""

    def __init__(self, instance):
        self.instance = instance

    def set_model(self, model):
        self.instance.keras.set_model(model.visible)  # (the program's own object, for a model of its class)

    def set_params(self, params):
        self.instance.keras.set_params(params)

    def hook(self, name, *args):
        cls = self.instance.cls
        owner, function = cls.lookup(name)
        if owner is None and name in _FALLBACK:
            owner, function = cls.lookup(_FALLBACK[name])
        if owner is not None:
            cls.call(BoundMethod(self.instance, function, owner), list(args), {})


class CallbackList:
    """The callbacks of one call of fit, evaluate or predict, History and the progress bar after the program's
    own; each hook called on all of them in turn."""

    def __init__(self, callbacks, model, add_history=False, add_progbar=False, **params):
        self.callbacks = [_callback(c) for c in (callbacks or [])]
        self.history = next((c for c in self.callbacks if isinstance(c, History)), None)
        if self.history is None and add_history:
            self.history = History()
            self.callbacks.append(self.history)
        if add_progbar and not any(isinstance(c, ProgbarLogger) for c in self.callbacks):
            self.callbacks.append(ProgbarLogger())
        if self.history is not None:
            model.history = self.history
        for callback in self.callbacks:
            callback.set_model(model)
            callback.set_params(params)

    def call(self, name, *args, logs=None):
        """Hook `name` on each callback, with the logs made Python's (`pythonify_logs`); the logs they saw."""
        logs = pythonify_logs(logs)
        for callback in self.callbacks:
            callback.hook(name, *args, logs)
        return logs


def _callback(value):
    """A callback given to fit, evaluate or predict, as the list calls it; anything else fails as in Keras."""
    if isinstance(value, Instance) and isinstance(getattr(value, "keras", None), Callback):
        return ProgramCallback(value)
    if isinstance(value, (Callback, ProgbarLogger)):
        return value
    from gradcli.tensorflow.python import type_of
    raise AttributeError(f"'{type_of(value).name}' object has no attribute 'set_model'")


class CallbackClass(NativeClass):
    """keras.callbacks.Callback, as the program's classes derive from it."""

    name, module = "Callback", "keras.src.callbacks.callback"

    def __init__(self):
        self.plain = UserClass(self.name, [self], {}, call=None, module=self.module)

    def __call__(self, *args, **kwargs):
        return instantiate(self.plain, args, kwargs)

    def initialize(self, instance):
        instance.keras = Callback()

    def init(self, instance, *args, **kwargs):
        if args or kwargs:
            raise TypeError("Callback.__init__() takes no arguments")

    def attribute(self, instance, name):
        state = instance.keras
        if name in ("model", "params"):
            return getattr(state, name)
        if name in ("set_model", "set_params"):
            return getattr(state, name)
        if name in HOOKS:
            return lambda *args, **kwargs: None
        raise AttributeError(name)

    def covers(self, value):
        return isinstance(value, Callback)


CALLBACK = CallbackClass()
Callback.tf_attributes = {"model": lambda c: c.model and c.model.visible, "params": lambda c: c.params,
                          "set_model": lambda c: c.set_model, "set_params": lambda c: c.set_params}
History.tf_attributes = {**Callback.tf_attributes, "history": lambda h: h.history, "epoch": lambda h: h.epoch}
EarlyStopping.tf_attributes = {**Callback.tf_attributes, "stopped_epoch": lambda c: c.stopped_epoch,
                               "best": lambda c: c.best, "wait": lambda c: c.wait, "patience": lambda c: c.patience,
                               "monitor": lambda c: c.monitor, "best_epoch": lambda c: c.best_epoch}
ReduceLROnPlateau.tf_attributes = {**Callback.tf_attributes, "best": lambda c: c.best, "wait": lambda c: c.wait,
                                   "factor": lambda c: c.factor, "monitor": lambda c: c.monitor}
for _kind in (LearningRateScheduler, TerminateOnNaN, LambdaCallback):
    _kind.tf_attributes = dict(Callback.tf_attributes)
CLASSES = {cls.tf_type_name: cls for cls in (History, EarlyStopping, ReduceLROnPlateau, LearningRateScheduler,
                                              TerminateOnNaN, LambdaCallback)}


def members():
    """keras.callbacks's members."""
    return {**CLASSES, "Callback": CALLBACK}
