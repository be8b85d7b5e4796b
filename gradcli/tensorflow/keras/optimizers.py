"""Keras 3's optimizers (`tf.keras.optimizers`): what every optimizer does around its step, and SGD, Adam, AdamW,
RMSprop and Adagrad (`optimizers_more` has the others), each step computed in the variable's dtype in the order
of Keras's own `update_step`, so that float32 round-off is Keras's too.

An optimizer is built on the variables of its first `apply` (or `apply_gradients(zip(grads, vars))`): it
makes its slots then ("adam/w_0_momentum"), refuses variables it was not built with, skips None gradients
with Keras's warning, clips (`clipnorm`, `clipvalue`, `global_clipnorm`), decays weights (`weight_decay`),
steps, keeps the weights' moving averages (`use_ema`), and counts the step in `iterations`, an int64 Keras
variable. The learning rate is a float32 Keras variable (assignable, or set with `optimizer.learning_rate =
0.01`) or a schedule asked at each step.
Updates are assignments: no tape records them.
"""
import re
import warnings

import numpy as np

from gradcli.engine import ops, recording, sparse
from gradcli.engine.shown import Shown
from gradcli.engine.tensor import constant
from gradcli.functions.reductions import clip_by_norm, clip_by_value
from gradcli.lang.text import to_repr
from gradcli.tensorflow import function
from gradcli.tensorflow.keras import sparse_updates
from gradcli.tensorflow.keras.layer import in_graph
from gradcli.tensorflow.keras.losses import reduce_sum
from gradcli.tensorflow.keras.naming import auto_name
from gradcli.tensorflow.keras.schedules import LearningRateSchedule, as_dtype_of
from gradcli.tensorflow.keras.variables import KerasVariable
from gradcli.tensorflow.objects import (
    IndexedSlices,
    Variable,
    convert,
    read,
    tensor_of,
)
from gradcli.words.errors import TensorFlowWarning


class Optimizer(Shown):
    """Keras's BaseOptimizer, on TensorFlow's backend: what every optimizer does around its update step."""

    tf_settable = ("learning_rate",)  # what `optimizer.NAME = value` may set
    # The names of the variables it keeps per trained variable, in groups in the order Keras makes them: a group's
    # slots one variable after another (("momentum", "velocity"): w's momentum, w's velocity, v's momentum, ...).
    slots = ()
    defaults = {}  # its own hyperparameters, with Keras's defaults, in get_config's order

    def __init__(self, learning_rate, weight_decay=None, clipnorm=None, clipvalue=None, global_clipnorm=None,
                 use_ema=False, ema_momentum=0.99, ema_overwrite_frequency=None, loss_scale_factor=None,
                 gradient_accumulation_steps=None, name=None, **hyperparameters):
        unknown = {key: value for key, value in hyperparameters.items() if key not in self.defaults}
        if unknown.pop("decay", None) is not None:
            _warn("Argument `decay` is no longer supported and will be ignored.")
        if unknown:
            raise ValueError(f"Argument(s) not recognized: {unknown}")
        if gradient_accumulation_steps:
            raise NotImplementedError("gradcli's optimizers do not accumulate gradients "
                                      "(gradient_accumulation_steps)")
        if use_ema:
            _check_ema(ema_momentum, ema_overwrite_frequency)
        if sum(a is not None for a in (clipnorm, clipvalue, global_clipnorm)) > 1:
            raise ValueError(f"Only one of `clipnorm`, `clipvalue` and `global_clipnorm` can be set. Received: "
                             f"clipnorm={clipnorm}, clipvalue={clipvalue}, global_clipnorm={global_clipnorm}")
        self.name = auto_name(type(self).__name__) if name is None else name
        self.weight_decay, self.clipnorm, self.clipvalue, self.global_clipnorm = \
            weight_decay, clipnorm, clipvalue, global_clipnorm
        self.use_ema, self.ema_momentum, self.ema_overwrite_frequency = use_ema, ema_momentum, ema_overwrite_frequency
        self.loss_scale_factor, self.gradient_accumulation_steps = loss_scale_factor, gradient_accumulation_steps
        for key, default in self.defaults.items():
            setattr(self, key, hyperparameters.get(key, default))
        self.built, self.variables_made, self.trained, self.slot_values = False, [], {}, {}
        self.trained_variables = []
        self.undecayed, self.undecayed_words = set(), ()  # exclude_from_weight_decay's variables and words
        self.iterations = self._variable(0, "iteration", "int64")
        if isinstance(learning_rate, LearningRateSchedule):
            self._learning_rate = learning_rate
        elif isinstance(learning_rate, float) and not isinstance(learning_rate, bool):
            self._learning_rate = self._variable(learning_rate, "learning_rate", "float32")
        else:
            raise ValueError("Argument `learning_rate` should be float, or an instance of LearningRateSchedule, or a "
                             "callable (that takes in the current iteration value and returns the corresponding "
                             f"learning rate value). Received instead: learning_rate={to_repr(learning_rate)}")
        self.check()

    def check(self):
        """Refuse hyperparameters Keras refuses (each optimizer its own)."""

    def __init_subclass__(cls, **options):
        super().__init_subclass__(**options)
        cls.tf_type_name = cls.__name__  # what type() and messages call it

    def tf_repr(self):
        return f"<keras.src.optimizers.{type(self).__name__.lower()}.{type(self).__name__} object>"

    def _variable(self, value, name, dtype):
        variable = KerasVariable(value, name, self.name, dtype)
        self.variables_made.append(variable)
        return variable

    @property
    def variables(self):
        return list(self.variables_made)

    # ----- the learning rate -----

    @property
    def learning_rate(self):
        if isinstance(self._learning_rate, LearningRateSchedule):
            return self._learning_rate(self.iterations)
        return self._learning_rate

    def set_learning_rate(self, value):
        """`optimizer.learning_rate = value`: a schedule replaces the variable; a number is assigned to it."""
        if isinstance(value, LearningRateSchedule):
            if isinstance(self._learning_rate, KerasVariable):
                self.variables_made.remove(self._learning_rate)
            self._learning_rate = value
        elif isinstance(self._learning_rate, LearningRateSchedule):
            raise TypeError("This optimizer was created with a `LearningRateSchedule` object as its `learning_rate` "
                            "constructor argument, hence its learning rate is not settable. If you need the learning "
                            "rate to be settable, you should instantiate the optimizer with a float `learning_rate` "
                            "argument.")
        else:
            self._learning_rate.assign(value)

    def tf_set(self, name, value):
        self.set_learning_rate(value)

    def get_config(self):
        if isinstance(self._learning_rate, LearningRateSchedule):
            learning_rate = {"module": "keras.optimizers.schedules", "class_name": type(self._learning_rate).__name__,
                             "config": self._learning_rate.get_config(), "registered_name": None}
        else:
            learning_rate = float(self._learning_rate.numpy())
        return {"name": self.name, "learning_rate": learning_rate, "weight_decay": self.weight_decay,
                "clipnorm": self.clipnorm, "global_clipnorm": self.global_clipnorm, "clipvalue": self.clipvalue,
                "use_ema": self.use_ema, "ema_momentum": self.ema_momentum,
                "ema_overwrite_frequency": self.ema_overwrite_frequency, "loss_scale_factor": self.loss_scale_factor,
                "gradient_accumulation_steps": self.gradient_accumulation_steps,
                **{key: getattr(self, key) for key in self.defaults}}

    # ----- building and applying -----

    def build(self, variables):
        """Make the slots of each variable, in Keras's order (group by group, variable by variable)."""
        if self.built:
            return
        self.trained_variables = list(variables)
        self.trained = {variable.handle: index for index, variable in enumerate(variables)}
        groups = ((("average",),) if self.use_ema else ()) + tuple(self.active_slots())
        self.slot_values = {slot: [] for group in groups for slot in group}
        for group in groups:
            for variable in variables:
                self._make_slots(variable, group)
        self.built = True

    def _make_slots(self, variable, group):
        prefix = variable.path.replace("/", "_") if isinstance(variable, KerasVariable) else \
            variable.name.replace("/", "_").replace(":", "_")
        for slot in group:  # (Keras's Constant initializer: ops.cast of a Python float goes through float32)
            initial = as_dtype_of(self.slot_initial_value(slot), variable.dtype.name).value
            value = np.full(tensor_of(variable).shape, initial, tensor_of(variable).value.dtype)
            self.slot_values[slot].append(self._variable(value, f"{prefix}_{slot}", variable.dtype.name))

    def active_slots(self):
        return self.slots

    def slot_initial_value(self, slot):
        return 0

    def apply_gradients(self, grads_and_vars):
        pairs = list(grads_and_vars)
        if not pairs:
            raise ValueError("not enough values to unpack (expected 2, got 0)")
        grads, variables = zip(*pairs)
        self.apply(grads, variables)
        return self.iterations

    def apply(self, grads, trainable_variables=None):
        function.runs_as_python()  # (a tf.function's trace: the step is Keras's Python, as eager as its state)
        grads = list(grads)
        if not grads:
            return
        if trainable_variables is None:
            if not self.built:
                raise ValueError("When passing `grads` without `variables`, the optimizer must already be built on a "
                                 "list of variables. Call `optimizer.build(trainable_variables)` first. ")
            if len(grads) != len(self.trained):
                raise ValueError(f"When passing `grads` as a list of gradient tensors, the gradients must match "
                                 f"`optimizer.variables` one-to-on. Received a list of {len(grads)} gradients, but the "
                                 f"optimizer is tracking {len(self.trained)} trainable variables.")
            variables = self.trained_variables
        else:
            variables = list(trainable_variables)
            for variable in variables:
                if not isinstance(variable, Variable):
                    raise AttributeError(f"'{type(variable).__name__}' object has no attribute 'dtype'")
            self.build(variables)
            for variable in variables:
                if variable.handle not in self.trained:
                    raise ValueError(f"Unknown variable: {to_repr(variable)}. This optimizer can only be called for "
                                     "the variables it was originally built with. When working with a new set of "
                                     "variables, you should recreate a new optimizer instance.")
        grads, variables = _present(grads, variables)
        with recording.stopped():
            grads = [g.rows() if isinstance(g, IndexedSlices) else convert(read(g)) for g in grads]
            if any(isinstance(g, sparse.Slices) for g in grads):
                self._check_sparse_supported()
            if self.loss_scale_factor is not None:
                grads = [g / self.loss_scale_factor for g in grads]
            grads = self._clipped(grads)
            learning_rate = self.learning_rate
            if self.weight_decay is not None:
                for variable in filter(self._decays, variables):
                    rate = as_dtype_of(learning_rate, variable.dtype.name)
                    decay = as_dtype_of(self.weight_decay, variable.dtype.name)
                    variable.assign_sub(variable.read() * decay * rate)
            self.before_update_steps()
            for grad, variable in zip(grads, variables):
                slots = {slot: values[self.trained[variable.handle]] for slot, values in self.slot_values.items()}
                rate = as_dtype_of(learning_rate, variable.dtype.name)
                if isinstance(grad, sparse.Slices):  # Keras's ops and assignments on IndexedSlices
                    rows = sparse.Slices(as_dtype_of(grad.values, variable.dtype.name), grad.indices, grad.dense_shape)
                    self.sparse_update_step(rows, variable, rate, slots)
                else:
                    self.update_step(as_dtype_of(grad, variable.dtype.name), variable, rate, slots)
            if self.use_ema:
                self._update_moving_averages()
            self.iterations.assign_add(1)

    def exclude_from_weight_decay(self, var_list=None, var_names=None):
        """Keras's: the variables of var_list, and those whose name holds a word of var_names, are not decayed."""
        words = tuple(var_names or ())
        for word in words:
            if not isinstance(word, str) or re.escape(word) != word:
                raise NotImplementedError(f"gradcli's exclude_from_weight_decay takes var_names as plain words "
                                          f"(Keras reads them as regular expressions): {to_repr(word)}")
        self.undecayed = {variable.handle for variable in var_list or ()}
        self.undecayed_words = words

    def _decays(self, variable):
        name = variable.keras_name if isinstance(variable, KerasVariable) else variable.name
        return variable.handle not in self.undecayed and not any(word in name for word in self.undecayed_words)

    def before_update_steps(self):
        """What an optimizer does once a step, before the variables' update steps (Nadam's)."""

    # ----- the moving averages (use_ema) -----

    def _update_moving_averages(self):
        """Keras's: average = m average + (1 - m) w, m = ema_momentum but 0 at the first step (the average starts
        as the weights); every ema_overwrite_frequency steps the weights are set to their averages."""
        for variable, average in zip(self.trained_variables, self.slot_values["average"]):
            not_first_step = ops.not_equal(self.iterations.read(), constant(0, "int64"))
            momentum = as_dtype_of(not_first_step, variable.dtype.name) * self.ema_momentum
            average.assign(momentum * average.read() + (1 - momentum) * variable.read())
        frequency = self.ema_overwrite_frequency
        if frequency and (int(self.iterations.numpy()) + 1) % frequency == 0:
            self.finalize_variable_values(self.trained_variables)

    def finalize_variable_values(self, var_list):
        """With use_ema, the weights set to their moving averages (what fit does at its end)."""
        if self.use_ema:
            for variable, average in zip(var_list, self.slot_values.get("average", ())):
                variable.assign(average.read())

    def _clipped(self, grads):
        if self.clipnorm and self.clipnorm > 0:
            return [_on_values(g, lambda t: clip_by_norm(t, self.clipnorm)) for g in grads]
        if self.global_clipnorm and self.global_clipnorm > 0:
            return keras_clip_by_global_norm(grads, self.global_clipnorm)
        if self.clipvalue and self.clipvalue > 0:
            return [_on_values(g, lambda t: clip_by_value(t, -self.clipvalue, self.clipvalue)) for g in grads]
        return grads

    def update_step(self, grad, variable, learning_rate, slots):
        raise NotImplementedError

    def sparse_update_step(self, rows, variable, learning_rate, slots):
        """update_step with a sparse gradient (sparse.Slices): one of sparse_updates' steps."""
        raise NotImplementedError(f"gradcli's {type(self).__name__} does not take sparse gradients (IndexedSlices, "
                                  "a gather's or an Embedding's): make them dense (tf.convert_to_tensor)")

    def _check_sparse_supported(self):
        """Refuse what gradcli does not reproduce of Keras on sparse gradients: their scaling (which fails in
        Keras) and global clipping, and updates inside a tf.function's trace."""
        if self.loss_scale_factor is not None or self.global_clipnorm:
            raise NotImplementedError("gradcli's optimizers do not scale sparse gradients (IndexedSlices, a "
                                      "gather's or an Embedding's) or clip them by their global norm: leave out "
                                      "loss_scale_factor and global_clipnorm, or make the gradients dense "
                                      "(tf.convert_to_tensor)")
        if function.tracing() is not None:
            raise NotImplementedError("gradcli's optimizers take sparse gradients (IndexedSlices, a gather's or an "
                                      "Embedding's) outside tf.function only")


def _check_ema(ema_momentum, ema_overwrite_frequency):
    if ema_momentum > 1 or ema_momentum < 0:
        raise ValueError(f"`ema_momentum` must be in the range [0, 1]. Received: ema_momentum={ema_momentum}")
    if ema_overwrite_frequency and (not isinstance(ema_overwrite_frequency, int) or ema_overwrite_frequency < 1):
        raise ValueError(f"`ema_overwrite_frequency` must be an integer >= 1 or None. Received: "
                         f"ema_overwrite_frequency={ema_overwrite_frequency}")


def _on_values(grad, clip):
    """`clip` applied to a gradient, or to the values of a sparse one (as tf.clip_by_norm and tf.clip_by_value
    clip IndexedSlices, Keras's clipnorm and clipvalue on TensorFlow)."""
    if isinstance(grad, sparse.Slices):
        return sparse.Slices(clip(grad.values), grad.indices, grad.dense_shape)
    return clip(grad)


def _present(grads, variables):
    """The pairs whose gradient is not None; Keras's warning names the others, its error says when none is left."""
    missing = [v for g, v in zip(grads, variables) if g is None]
    kept = [(g, v) for g, v in zip(grads, variables) if g is not None]
    if not kept:
        raise ValueError("No gradients provided for any variable.")
    if missing:
        names = [v.path if isinstance(v, KerasVariable) else v.name for v in missing]
        _warn(f"Gradients do not exist for variables {names} when minimizing the loss. If using `model.compile()`, "
              "did you forget to provide a `loss` argument?")
    return [g for g, _ in kept], [v for _, v in kept]


def keras_clip_by_global_norm(grads, clip_norm):
    """Keras's clip_by_global_norm (not TensorFlow's): each gradient times clip_norm * min(1/norm, 1/clip_norm)."""
    norm = ops.sqrt(reduce_sum(ops.pack([reduce_sum(ops.square(g)) for g in grads])))
    scale = clip_norm * ops.minimum(1.0 / norm, 1.0 / clip_norm)
    scale = scale + (norm - norm)  # NaN where the norm is not finite
    return [g * scale for g in grads]


def _warn(message):
    warnings.warn(message, TensorFlowWarning, stacklevel=2)


# ----- the optimizers -----

class SGD(Optimizer):
    """m = momentum * m - lr * g; w += m (with Nesterov, w += momentum * m - lr * g); w -= lr * g without momentum."""

    sparse_update_step = sparse_updates.sgd

    defaults = {"momentum": 0.0, "nesterov": False}

    def __init__(self, learning_rate=0.01, momentum=0.0, nesterov=False, **options):
        super().__init__(learning_rate, momentum=momentum, nesterov=nesterov, **options)

    def check(self):
        if not isinstance(self.momentum, float) or self.momentum < 0 or self.momentum > 1:
            raise ValueError("`momentum` must be a float between [0, 1].")

    def active_slots(self):
        return (("momentum",),) if self.momentum != 0 else ()

    def update_step(self, grad, variable, learning_rate, slots):
        if "momentum" not in slots:
            variable.assign_sub(grad * learning_rate)
            return
        m, momentum = slots["momentum"], as_dtype_of(self.momentum, variable.dtype.name)
        m.assign(m.read() * momentum - grad * learning_rate)
        if self.nesterov:
            variable.assign_add(m.read() * momentum - grad * learning_rate)
        else:
            variable.assign_add(m.read())


class Adam(Optimizer):
    """m += (g - m)(1 - beta_1); v += (g^2 - v)(1 - beta_2); w -= m * alpha / (sqrt(v) + epsilon), with
    alpha = lr * sqrt(1 - beta_2^t) / (1 - beta_1^t); amsgrad divides by the largest v so far."""

    sparse_update_step = sparse_updates.adam

    defaults = {"beta_1": 0.9, "beta_2": 0.999, "epsilon": 1e-7, "amsgrad": False}

    def __init__(self, learning_rate=0.001, beta_1=0.9, beta_2=0.999, epsilon=1e-7, amsgrad=False, **options):
        super().__init__(learning_rate, beta_1=beta_1, beta_2=beta_2, epsilon=epsilon, amsgrad=amsgrad, **options)

    def active_slots(self):
        return (("momentum", "velocity"), ("velocity_hat",)) if self.amsgrad else (("momentum", "velocity"),)

    def update_step(self, grad, variable, learning_rate, slots):
        dtype = variable.dtype.name
        step = as_dtype_of(self.iterations.read() + 1, dtype)
        beta_1_power = ops.power(as_dtype_of(self.beta_1, dtype), step)
        beta_2_power = ops.power(as_dtype_of(self.beta_2, dtype), step)
        m, v = slots["momentum"], slots["velocity"]
        alpha = learning_rate * ops.sqrt(1 - beta_2_power) / (1 - beta_1_power)
        m.assign_add((grad - m.read()) * (1 - self.beta_1))
        v.assign_add((ops.square(grad) - v.read()) * (1 - self.beta_2))
        if self.amsgrad:
            v_hat = slots["velocity_hat"]
            v_hat.assign(ops.maximum(v_hat.read(), v.read()))
            v = v_hat
        variable.assign_sub(m.read() * alpha / (ops.sqrt(v.read()) + self.epsilon))


class AdamW(Adam):
    """Adam, with the weights decayed first: w -= w * weight_decay * lr."""

    def __init__(self, learning_rate=0.001, weight_decay=0.004, beta_1=0.9, beta_2=0.999, epsilon=1e-7,
                 amsgrad=False, **options):
        super().__init__(learning_rate, beta_1, beta_2, epsilon, amsgrad, weight_decay=weight_decay, **options)

    def check(self):
        if self.weight_decay is None:
            raise ValueError("Argument `weight_decay` must be a float. Received: weight_decay=None")


def divided_by_sqrt(numerator, denominator):
    """numerator / sqrt(denominator); in a graph numerator * rsqrt(denominator), as TensorFlow's graph optimizer
    rewrites a division by a square root (grappler's SqrtDivToRsqrtMul), which rounds otherwise."""
    if in_graph():
        return numerator * ops.rsqrt(denominator)
    return numerator / ops.sqrt(denominator)


class RMSprop(Optimizer):
    """v = rho v + (1 - rho) g^2; w -= lr g / sqrt(v + epsilon) (centered: v - mean(g)^2 + epsilon), through a
    momentum slot when momentum > 0."""

    sparse_update_step = sparse_updates.rmsprop

    defaults = {"rho": 0.9, "momentum": 0.0, "epsilon": 1e-7, "centered": False}

    def __init__(self, learning_rate=0.001, rho=0.9, momentum=0.0, epsilon=1e-7, centered=False, **options):
        super().__init__(learning_rate, rho=rho, momentum=momentum, epsilon=epsilon, centered=centered, **options)

    def active_slots(self):
        return (("velocity",),) + ((("momentum",),) if self.momentum > 0 else ()) + \
            ((("average_gradient",),) if self.centered else ())

    def update_step(self, grad, variable, learning_rate, slots):
        velocity, rho = slots["velocity"], self.rho
        velocity.assign(rho * velocity.read() + (1 - rho) * ops.square(grad))
        if self.centered:
            average = slots["average_gradient"]
            average.assign(rho * average.read() + (1 - rho) * grad)
            denominator = velocity.read() - ops.square(average.read()) + self.epsilon
        else:
            denominator = velocity.read() + self.epsilon
        increment = divided_by_sqrt(learning_rate * grad, denominator)
        if self.momentum > 0:
            momentum = slots["momentum"]
            momentum.assign(self.momentum * momentum.read() + increment)
            variable.assign_sub(momentum.read())
        else:
            variable.assign_sub(increment)


class Adagrad(Optimizer):
    """a += g^2; w -= lr g / sqrt(a + epsilon), the accumulator starting at initial_accumulator_value."""

    sparse_update_step = sparse_updates.adagrad

    defaults = {"initial_accumulator_value": 0.1, "epsilon": 1e-7}
    slots = (("accumulator",),)

    def __init__(self, learning_rate=0.001, initial_accumulator_value=0.1, epsilon=1e-7, **options):
        super().__init__(learning_rate, initial_accumulator_value=initial_accumulator_value, epsilon=epsilon,
                         **options)

    def slot_initial_value(self, slot):
        return self.initial_accumulator_value

    def update_step(self, grad, variable, learning_rate, slots):
        accumulator = slots["accumulator"]
        accumulator.assign_add(ops.square(grad))
        variable.assign_sub(divided_by_sqrt(learning_rate * grad, accumulator.read() + self.epsilon))


def clip_by_global_norm(t_list, clip_norm, use_norm=None, name=None):
    """TensorFlow's tf.clip_by_global_norm: the tensors scaled by clip_norm / max(global norm, clip_norm), and the
    global norm, sqrt(2 * sum of l2_loss). An IndexedSlices counts and is scaled by its values, and stays sparse."""
    t_list = list(t_list)
    tensors = [None if t is None else t.values if isinstance(t, IndexedSlices) else convert(read(t)) for t in t_list]
    if use_norm is None:
        halves = [reduce_sum(ops.square(t)) * 0.5 for t in tensors if t is not None]
        use_norm = ops.sqrt(reduce_sum(ops.pack(halves)) * 2.0)
    use_norm = convert(read(use_norm))
    clip = as_dtype_of(clip_norm, use_norm.value.dtype.name)
    scale = clip * ops.minimum(1.0 / use_norm, 1.0 / clip)
    scale = scale + (use_norm - use_norm)
    clipped = [None if t is None else ops.identity(t * as_dtype_of(scale, t.value.dtype.name)) for t in tensors]
    return [IndexedSlices(c, t.indices, t.dense_shape) if isinstance(t, IndexedSlices) else c
            for c, t in zip(clipped, t_list)], use_norm
