# keras.ops.mean, and the losses and metrics built on it, average integers as float32 (tf.reduce_mean keeps ints)
import keras, numpy as np
print(repr(keras.ops.mean(np.array([[1,2],[3,4]]), axis=-1)))
print(repr(keras.losses.mean_squared_error(np.array([[0, 1], [0, 0]]), np.array([[1, 1], [0, 0]]))))
print(repr(keras.ops.mean(np.array([1,2]))))
print(repr(keras.ops.mean(np.array([1,2], dtype="int8"))))
print(repr(keras.ops.mean(np.array([1,2], dtype="float16"))))
print(repr(keras.ops.mean(np.array([True, False]))))
print(repr(keras.ops.mean([1.0, 2.0], keepdims=True)))
m = keras.metrics.MeanAbsoluteError()
m.update_state([[0, 1], [0, 0]], [[1, 1], [0, 0]])
print(repr(m.result()))
m = keras.metrics.MeanSquaredError()
m.update_state([[0, 1], [0, 0]], [[1, 1], [0, 0]], sample_weight=[1, 0])
print(repr(m.result()))
try:
    keras.ops.mean([1.0], foo=2)
except TypeError as e:
    print("TypeError")
