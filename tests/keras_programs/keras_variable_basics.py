# keras.Variable: made from a value or an initializer, assigned, read, trainable or not
import numpy as np
import keras

v = keras.Variable(np.array([[1.0, 2.0], [3.0, 4.0]]), name="weights")
print(v)
print(v.name, v.path, v.shape, v.dtype, v.trainable)
v.assign(v * 2)
v.assign_add(np.ones((2, 2), dtype="float32"))
print(v.numpy())
w = keras.Variable(initializer=keras.initializers.Zeros(), shape=(3,), dtype="float32", trainable=False)
print(w.trainable, w.numpy())
c = keras.Variable(3.0)
c.assign_sub(0.5)
print(float(c.numpy()), c.dtype)
print(keras.ops.convert_to_tensor(v) + 1)
