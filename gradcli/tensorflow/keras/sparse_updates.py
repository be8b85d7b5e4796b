"""Keras 3's optimizers on sparse gradients (tf.IndexedSlices: a gather's or an Embedding's), as their update
steps compute them on TensorFlow's backend, where keras.ops meet IndexedSlices
(keras/src/backend/tensorflow/sparse.py) and the optimizer's assignments scatter them:

- an operation that keeps zeros (square, a product with a scalar) works on the rows, each occurrence of a
  repeated index apart;
- added to or subtracted from a dense tensor, the rows are made dense first (UnsortedSegmentSum: the
  occurrences of an index added in order), so a slot sums the squares of the occurrences, not the square of
  their sum;
- rows divided by a dense tensor are divided by its rows at their indices (Keras takes another path where the
  divisor holds a zero or a NaN, which is refused here);
- `assign_add` and `assign_sub` of rows scatter them into the variable, one occurrence after another.

Each function below is one optimizer's `update_step` with a sparse gradient, `rows` (engine.sparse.Slices),
in the order of Keras's own, so that float32 round-off is Keras's too.
"""
import numpy as np

from gradcli.engine import dtypes, ops, sparse
from gradcli.engine.tensor import Tensor
from gradcli.tensorflow.keras.schedules import as_dtype_of


def _map(rows, operation):
    """An operation that keeps zeros, on the rows."""
    return sparse.Slices(operation(rows.values), rows.indices, rows.dense_shape)


def _divided(rows, divisor):
    """Keras's divide(rows, dense divisor): each row over the divisor's row at its index."""
    bad = (divisor.value == 0) | np.isnan(divisor.value)
    if bad.any():
        raise NotImplementedError("a sparse gradient divided by a tensor that holds a zero or a NaN: Keras then "
                                  "divides on the union of their rows, which gradcli does not reproduce")
    picked = ops.getitem(divisor, index=(rows.indices.astype(np.int64),))
    return _map(rows, lambda values: values / picked)


def _scatter(variable, rows, ufunc):
    """`variable` with the rows added (np.add) or subtracted (np.subtract) one occurrence after another, as
    TensorFlow's ResourceScatterAdd and ResourceScatterSub do, each result rounded to the variable's dtype."""
    array = np.array(variable.handle.tensor.value)
    indices, values = rows.indices.astype(np.int64), rows.values.value
    if dtypes.is_bfloat16(array):  # held as float32, which numpy's arithmetic would not round
        for index, row in zip(indices, values):
            array[index] = dtypes.to_bfloat16(ufunc(array[index].astype(np.float32), row.astype(np.float32)))
    else:
        ufunc.at(array, indices, values)
    variable.assign(Tensor(array))


def sgd(optimizer, rows, variable, learning_rate, slots):
    steps = _map(rows, lambda values: values * learning_rate)
    if "momentum" not in slots:
        _scatter(variable, steps, np.subtract)
        return
    m, momentum = slots["momentum"], as_dtype_of(optimizer.momentum, variable.dtype.name)
    m.assign(m.read() * momentum - steps.dense())
    if optimizer.nesterov:
        variable.assign_add(m.read() * momentum - steps.dense())
    else:
        variable.assign_add(m.read())


def adam(optimizer, rows, variable, learning_rate, slots):
    dtype = variable.dtype.name
    step = as_dtype_of(optimizer.iterations.read() + 1, dtype)
    beta_1_power = ops.power(as_dtype_of(optimizer.beta_1, dtype), step)
    beta_2_power = ops.power(as_dtype_of(optimizer.beta_2, dtype), step)
    alpha = learning_rate * ops.sqrt(1 - beta_2_power) / (1 - beta_1_power)
    m, v = slots["momentum"], slots["velocity"]
    m.assign_add((rows.dense() - m.read()) * (1 - optimizer.beta_1))
    v.assign_add((_map(rows, ops.square).dense() - v.read()) * (1 - optimizer.beta_2))
    if optimizer.amsgrad:
        v_hat = slots["velocity_hat"]
        v_hat.assign(ops.maximum(v_hat.read(), v.read()))
        v = v_hat
    variable.assign_sub(m.read() * alpha / (ops.sqrt(v.read()) + optimizer.epsilon))


def rmsprop(optimizer, rows, variable, learning_rate, slots):
    velocity, rho = slots["velocity"], optimizer.rho
    velocity.assign(rho * velocity.read() + _map(rows, lambda values: (1 - rho) * ops.square(values)).dense())
    if optimizer.centered:
        average = slots["average_gradient"]
        average.assign(rho * average.read() + _map(rows, lambda values: (1 - rho) * values).dense())
        denominator = velocity.read() - ops.square(average.read()) + optimizer.epsilon
    else:
        denominator = velocity.read() + optimizer.epsilon
    increment = _divided(_map(rows, lambda values: learning_rate * values), ops.sqrt(denominator))
    if optimizer.momentum > 0:
        momentum = slots["momentum"]
        momentum.assign(optimizer.momentum * momentum.read() + increment.dense())
        variable.assign_sub(momentum.read())
    else:
        _scatter(variable, increment, np.subtract)


def adagrad(optimizer, rows, variable, learning_rate, slots):
    accumulator = slots["accumulator"]
    _scatter(accumulator, _map(rows, ops.square), np.add)
    steps = _divided(_map(rows, lambda values: learning_rate * values),
                     ops.sqrt(accumulator.read() + optimizer.epsilon))
    _scatter(variable, steps, np.subtract)
