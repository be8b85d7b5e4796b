"""Keras's printed progress: the lines fit, evaluate and predict write with `verbose=1`, `2` or "auto", as
Keras 3 writes them (`keras/src/utils/progbar.py`, `callbacks/progbar_logger.py`).

Keras draws its bar for a terminal whatever its output is (on Linux it finds "posix" among Python's modules):
each update goes back over the last with backspaces and a carriage return, in bold and colour; updates come at
most every 0.05 s, and the last of a bar always. With `verbose=2` one line per epoch. The times printed ("1s",
"12ms/step", the ETA) are gradcli's own, formatted as Keras formats them; the comparison with TensorFlow's output
(`comparison.py`) takes them as variable.
"""
import math
import time

import numpy as np

from gradcli.engine.shown import Shown
from gradcli.engine.tensor import Tensor
from gradcli.tensorflow.keras import run
from gradcli.tensorflow.objects import read


class Progbar(Shown):
    """keras.utils.Progbar: a metric named in `stateful_metrics` (or not in `stateless_metrics`, where that is
    given instead) is shown as given; the others as their mean over the steps, each value weighing the steps
    since the last update. ProgbarLogger's shows every metric as given."""

    tf_type_name = "Progbar"

    def __init__(self, target, width=20, verbose=1, interval=0.05, stateful_metrics=None, stateless_metrics=None,
                 unit_name="step"):
        if stateful_metrics is not None and stateless_metrics is not None:
            raise ValueError("Only one of `stateful_metrics` or `stateless_metrics` can be provided. "
                             "`stateful_metrics` is used to make metrics stateless by default (with an exclusion "
                             "list), while `stateless_metrics` is used to make metrics stateful by default (with an "
                             "exclusion list).")
        self.target, self.width, self.verbose, self.interval = target, width, verbose, interval
        self.unit_name = unit_name
        self.stateful = set(stateful_metrics) if stateful_metrics is not None else (
            None if stateless_metrics is not None else set())
        self.stateless = set(stateless_metrics) if stateless_metrics is not None else None
        self._values, self._order, self._seen_so_far = {}, [], 0
        self._start = time.time()
        self._last_update = 0.0
        self._time_after_first_step = None
        self._previous_width = 0

    def update(self, current, values=None, finalize=None):
        if finalize is None:
            finalize = self.target is not None and current >= self.target
        for name, value in values or ():
            if name not in self._order:
                self._order.append(name)
            self._keep(name, _number(value), current, finalize)
        self._seen_so_far = current
        now = time.time()
        time_per_unit = self._step_duration(current, now)
        if self.verbose == 1:
            if now - self._last_update < self.interval and not finalize:
                return
            self._bar(current, now, time_per_unit, finalize)
        elif self.verbose == 2 and finalize and self.target:
            digits = int(math.log10(self.target)) + 1
            line = f"{current:{digits}d}/{self.target} - {now - self._start:.0f}s -"
            line += _format_time(time_per_unit, self.unit_name) + self._metrics(signed=True)
            run.write(line + "\n")
        self._last_update = now

    def add(self, n, values=None):
        self.update(self._seen_so_far + n, values)

    def _keep(self, name, value, current, finalize):
        """A value as a [total, count] to show total / count: a stateless one summed over the steps."""
        stateless = name not in self.stateful if self.stateful is not None else name in self.stateless
        if not stateless or finalize:
            self._values[name] = [value, 1]
            return
        steps = max(current - self._seen_so_far, 1)
        if name not in self._values:
            self._values[name] = [value * steps, steps]
        else:
            self._values[name][0] += value * steps
            self._values[name][1] += steps

    def _bar(self, current, now, time_per_unit, finalize):
        message = "\b" * self._previous_width + "\r"
        special = 0  # the characters of the escape codes, which take no room on the screen
        if self.target:
            digits = int(math.log10(self.target)) + 1
            bar = f"\x1b[1m{current:{digits}d}/{self.target}\x1b[0m "
            special += 8
            done = int(self.width * float(current) / self.target)
            if done > 0:
                bar += f"\x1b[32m{'━' * done}\x1b[0m"
                special += 9
            bar += f"\x1b[37m{'━' * (self.width - done)}\x1b[0m"
            special += 9
        else:
            bar = "%7d/Unknown" % current
        if self.target and not finalize:
            info = f" \x1b[1m{_eta(time_per_unit * (self.target - current))}\x1b[0m"
        else:
            info = f" \x1b[1m{now - self._start:.0f}s\x1b[0m"
        special += 8
        info += _format_time(time_per_unit, self.unit_name) + self._metrics(signed=False)
        width = len(bar) + len(info) - special
        message += bar + info + " " * max(self._previous_width - width, 0)
        run.write(message + ("\n" if finalize else ""))
        self._previous_width = width

    def _metrics(self, signed):
        """ - name: value, four decimals (or four digits of an exponent for the small ones: by its absolute
        value on the bar, by its signed value on verbose=2's line)."""
        text = ""
        for name in self._order:
            total, count = self._values[name]
            value = (total if isinstance(total, float) else np.mean(total)) / max(1, count)
            small = (value if signed else abs(value)) <= 1e-3
            text += f" - {name}: {value:.4e}" if small else f" - {name}: {value:.4f}"
        return text

    def _step_duration(self, current, now):
        """Keras's estimate of a step's time, which leaves the first step out once there are more."""
        if not current:
            return 0
        if self._time_after_first_step is not None and current > 1:
            per_unit = (now - self._time_after_first_step) / (current - 1)
        else:
            per_unit = (now - self._start) / current
        if current == 1:
            self._time_after_first_step = now
        return per_unit


def _number(value):
    """A value as the bar computes with it: a tensor's numpy value, a Python float as it is."""
    value = read(value)
    return value.value if isinstance(value, Tensor) else value


Progbar.tf_attributes = {"update": lambda p: p.update, "add": lambda p: p.add, "target": lambda p: p.target}


def _eta(seconds):
    if seconds > 3600:
        return "%d:%02d:%02d" % (seconds // 3600, (seconds % 3600) // 60, seconds % 60)
    if seconds > 60:
        return "%d:%02d" % (seconds // 60, seconds % 60)
    return "%ds" % seconds


def _format_time(per_unit, unit_name):
    if per_unit >= 1 or per_unit == 0:
        return f" {per_unit:.0f}s/{unit_name}"
    if per_unit >= 1e-3:
        return f" {per_unit * 1000.0:.0f}ms/{unit_name}"
    return f" {per_unit * 1000000.0:.0f}us/{unit_name}"


class ProgbarLogger:
    """The callback fit, evaluate and predict add where verbose is not 0: "Epoch 1/5" before each epoch of more
    than one, a bar per epoch (the validation inside fit has none), a bar for evaluate and predict."""

    def __init__(self):
        self.progbar, self.seen, self.target, self.verbose, self.epochs = None, 0, None, 1, 1
        self.in_fit = False

    def set_params(self, params):
        self.verbose = 1 if params["verbose"] == "auto" else params["verbose"]
        self.epochs, self.target = params["epochs"], params["steps"]

    def set_model(self, model):
        pass

    def hook(self, name, *args):
        method = getattr(self, name, None)
        if method is not None:
            method(*args)

    def on_train_begin(self, logs=None):
        self.in_fit = True

    def on_test_begin(self, logs=None):
        if not self.in_fit:
            self._reset()

    def on_predict_begin(self, logs=None):
        self._reset()

    def on_epoch_begin(self, epoch, logs=None):
        self._reset()
        if self.verbose and self.epochs > 1:
            run.write(f"Epoch {epoch + 1}/{self.epochs}\n")

    def on_train_batch_end(self, batch, logs=None):
        self._update(batch, logs)

    def on_test_batch_end(self, batch, logs=None):
        if not self.in_fit:
            self._update(batch, logs)

    def on_predict_batch_end(self, batch, logs=None):
        self._update(batch, None)

    def on_epoch_end(self, epoch, logs=None):
        self._finalize(logs)

    def on_test_end(self, logs=None):
        if not self.in_fit:
            self._finalize(logs)

    def on_predict_end(self, logs=None):
        self._finalize(logs)

    def _reset(self):
        self.seen, self.progbar = 0, Progbar(self.target, verbose=self.verbose, stateless_metrics=set())

    def _update(self, batch, logs):
        if self.progbar is None:
            self._reset()
        self.seen = batch + 1
        if self.verbose == 1:
            self.progbar.update(self.seen, list((logs or {}).items()), finalize=False)

    def _finalize(self, logs):
        if self.progbar is None:
            self._reset()
        if self.target is None:
            self.target = self.progbar.target = self.seen
        self.progbar.update(self.target, list((logs or {}).items()), finalize=True)
