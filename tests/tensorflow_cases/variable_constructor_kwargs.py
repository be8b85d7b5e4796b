import numpy as np
import tensorflow as tf

v1 = tf.Variable(initial_value=[1.0, 2.0], name="x", trainable=False, dtype=tf.float64)
v2 = tf.Variable([1, 2], dtype=tf.float32)
v3 = tf.Variable(np.array([1, 2]), name="ints")
v4 = tf.Variable(initial_value=tf.ones((2, 2)) * 0.5)
for v in [v1, v2, v3, v4]:
    print(v.name, v.dtype, v.shape, v.trainable)
print(v1)
print(v3)
print(v4)
v5 = tf.Variable(tf.constant(1.0), dtype=tf.float64)
print(v5)
