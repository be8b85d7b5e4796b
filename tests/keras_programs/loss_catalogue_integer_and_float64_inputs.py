# The other losses and their metrics on integer and float64 inputs, where Keras's dtype promotions decide: an
# integer epsilon is 0 (MAPE divides 0 by 0), MSLE's float32 epsilon promotes float64, Poisson's integer labels
# times a float32 logarithm fail
import keras
import numpy as np
import tensorflow as tf

metric = keras.metrics.MeanAbsolutePercentageError()
metric.update_state([[0, 1], [0, 0]], [[1, 1], [0, 0]])
print(repr(metric.result()))
print(keras.losses.mean_absolute_percentage_error([[2, 1], [4, 3]], [[1, 1], [0, 5]]).numpy())
metric = keras.metrics.MeanSquaredLogarithmicError()
metric.update_state([[0, 1], [0, 0]], [[1, 1], [0, 0]], sample_weight=[1, 0])
print(repr(metric.result()))
print(keras.losses.mean_squared_logarithmic_error(np.array([[0.0, 2.0]]), np.array([[1e-9, 3.0]])).numpy())
print(keras.losses.mean_squared_logarithmic_error([[0, 2]], [[1, 3]]).numpy())
print(keras.losses.mean_absolute_percentage_error(np.array([[0.0, 2.0]]), np.array([[1.0, 3.0]])).numpy())
print(keras.losses.poisson(np.array([[0.0, 2.0]]), np.array([[0.5, 3.0]])).numpy())
print(keras.losses.poisson([[0.0, 2.0]], [[0.5, 3.0]]).numpy())
try:
    keras.losses.poisson([[0, 2]], [[1, 3]])
except tf.errors.InvalidArgumentError as error:
    print(type(error).__name__)
