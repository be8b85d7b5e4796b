import numpy as np
import tensorflow as tf

v = tf.Variable([0.0, 0.0])
v.assign(np.array([0.1, 0.2]))
print(v)
v.assign_add(np.ones(2))
print(v.numpy(), v.dtype)
