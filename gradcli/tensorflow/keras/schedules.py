"""Keras's learning-rate schedules (`tf.keras.optimizers.schedules`), computed as Keras computes them: in the
dtype of the initial learning rate (float32 for a Python float), from the optimizer's step.

A schedule is called with a step (`schedule(3)`, or an optimizer's `iterations`) and gives a tensor; an
optimizer made with one asks it for the learning rate at each step.
"""
import math

from gradcli.engine import ops
from gradcli.engine.shown import Shown
from gradcli.engine.tensor import Tensor, constant
from gradcli.functions.elementwise import cast
from gradcli.tensorflow import function
from gradcli.tensorflow.objects import convert, read


def as_dtype_of(value, dtype):
    """`value` (a number, a tensor or a variable) as a tensor of `dtype`, as Keras's ops.cast makes it."""
    value = read(value)
    if not isinstance(value, Tensor):  # TensorFlow's tf.cast: a Python float is a float32 tensor first
        return cast(convert(value), dtype)
    trace = function.tracing()  # (a cast from integers is no recorded operation: a tf.function's graph keeps the call)
    return cast(value, dtype) if trace is None else trace.library_call(cast, "cast", [value, dtype], {})


class LearningRateSchedule(Shown):
    """What every schedule shares: its printing, and its config."""

    module = "keras.src.optimizers.schedules.learning_rate_schedule"
    config_keys = ()

    def __init_subclass__(cls, **options):
        super().__init_subclass__(**options)
        cls.tf_type_name = cls.__name__  # what type() and messages call it

    def tf_repr(self):
        return f"<{self.module}.{type(self).__name__} object>"

    def get_config(self):
        return {key: getattr(self, key) for key in self.config_keys}

    def _start(self, step):
        """The initial learning rate as a tensor, its dtype, and the step in that dtype."""
        initial = convert(read(self.initial_learning_rate))
        dtype = initial.value.dtype.name
        return initial, dtype, as_dtype_of(step, dtype)


def _positive_decay_steps(decay_steps):
    if decay_steps <= 0:
        raise ValueError(f"Argument `decay_steps` must be > 0. Received: decay_steps={decay_steps}")


class _DecayBySteps(LearningRateSchedule):
    """What ExponentialDecay and InverseTimeDecay share: their arguments, and step / decay_steps (floored with
    staircase)."""

    config_keys = ("initial_learning_rate", "decay_steps", "decay_rate", "staircase", "name")

    def __init__(self, initial_learning_rate, decay_steps, decay_rate, staircase=False, name=None):
        self.initial_learning_rate, self.decay_steps, self.decay_rate = initial_learning_rate, decay_steps, decay_rate
        self.staircase, self.name = staircase, name or type(self).__name__
        _positive_decay_steps(decay_steps)

    def _progress(self, step):
        initial, dtype, step = self._start(step)
        p = step / as_dtype_of(self.decay_steps, dtype)
        return initial, dtype, ops.floor(p) if self.staircase else p


class ExponentialDecay(_DecayBySteps):
    """initial_learning_rate * decay_rate ** (step / decay_steps), the exponent floored with staircase."""

    def __call__(self, step):
        initial, dtype, p = self._progress(step)
        return initial * ops.power(as_dtype_of(self.decay_rate, dtype), p)


class InverseTimeDecay(_DecayBySteps):
    """initial_learning_rate / (1 + decay_rate * step / decay_steps), the quotient floored with staircase."""

    def __call__(self, step):
        initial, dtype, p = self._progress(step)
        return initial / (constant(1, dtype) + as_dtype_of(self.decay_rate, dtype) * p)


class PolynomialDecay(LearningRateSchedule):
    """From initial_learning_rate to end_learning_rate along (1 - step / decay_steps) ** power."""

    config_keys = ("initial_learning_rate", "decay_steps", "end_learning_rate", "power", "cycle", "name")

    def __init__(self, initial_learning_rate, decay_steps, end_learning_rate=0.0001, power=1.0, cycle=False,
                 name="PolynomialDecay"):
        self.initial_learning_rate, self.decay_steps = initial_learning_rate, decay_steps
        self.end_learning_rate, self.power, self.cycle, self.name = end_learning_rate, power, cycle, name
        _positive_decay_steps(decay_steps)

    def __call__(self, step):
        initial, dtype, step = self._start(step)
        end, power = as_dtype_of(self.end_learning_rate, dtype), as_dtype_of(self.power, dtype)
        decay_steps = as_dtype_of(self.decay_steps, dtype)
        if self.cycle:
            multiplier = constant(1.0, dtype) if float(step) == 0 else ops.ceil(step / decay_steps)
            decay_steps = decay_steps * multiplier
        else:
            step = ops.minimum(step, decay_steps)
        p = step / decay_steps
        return (initial - end) * ops.power(1 - p, power) + end


class PiecewiseConstantDecay(LearningRateSchedule):
    """values[i] while the step is in (boundaries[i - 1], boundaries[i]]: a sum of indicator * value."""

    config_keys = ("boundaries", "values", "name")

    def __init__(self, boundaries, values, name="PiecewiseConstant"):
        if len(boundaries) != len(values) - 1:
            raise ValueError(f"The length of boundaries should be 1 less than the length of values. Received: "
                             f"boundaries={boundaries} of length {len(boundaries)}, and values={values} of length "
                             f"{len(values)}.")
        self.boundaries, self.values, self.name = boundaries, values, name

    def __call__(self, step):
        step = convert(read(step))
        step_dtype = step.value.dtype.name
        boundaries = [as_dtype_of(b, step_dtype) for b in self.boundaries]
        values = [convert(read(v)) for v in self.values]
        dtype = values[0].value.dtype.name
        result = constant(0, dtype)
        result = result + cast(ops.less_equal(step, boundaries[0]), dtype) * values[0]
        result = result + cast(ops.greater(step, boundaries[-1]), dtype) * values[-1]
        for low, high, value in zip(boundaries[:-1], boundaries[1:], values[1:-1]):
            inside = cast(ops.greater(step, low), dtype) * cast(ops.less_equal(step, high), dtype)
            result = result + inside * value
        return result


class CosineDecay(LearningRateSchedule):
    """A cosine from the learning rate (after a linear warmup to warmup_target, if given) down to alpha times it
    over decay_steps."""

    config_keys = ("initial_learning_rate", "decay_steps", "alpha", "name", "warmup_target", "warmup_steps")

    def __init__(self, initial_learning_rate, decay_steps, alpha=0.0, name="CosineDecay", warmup_target=None,
                 warmup_steps=0):
        self.initial_learning_rate, self.decay_steps, self.alpha, self.name = initial_learning_rate, decay_steps, \
            alpha, name
        self.warmup_target, self.warmup_steps = warmup_target, warmup_steps
        _positive_decay_steps(decay_steps)

    def __call__(self, step):
        initial, dtype, step = self._start(step)
        decay_steps = as_dtype_of(self.decay_steps, dtype)
        if self.warmup_target is None:
            return self._decay(ops.minimum(step, decay_steps), decay_steps, initial, dtype)
        target, warmup_steps = as_dtype_of(self.warmup_target, dtype), as_dtype_of(self.warmup_steps, dtype)
        step = ops.minimum(step, decay_steps + warmup_steps)
        if bool(ops.less(step, warmup_steps)):
            return (target - initial) * (step / warmup_steps) + initial
        return self._decay(step - warmup_steps, decay_steps, target, dtype)

    def _decay(self, step, decay_steps, decay_from, dtype):
        completed = step / decay_steps
        cosine = 0.5 * (1.0 + ops.cos(constant(math.pi, dtype) * completed))
        return decay_from * ((1 - self.alpha) * cosine + self.alpha)


SCHEDULES = {schedule.__name__: schedule for schedule in (
    ExponentialDecay, InverseTimeDecay, PolynomialDecay, PiecewiseConstantDecay, CosineDecay)}
