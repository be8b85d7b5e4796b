# tf.numpy_function: the program's function on numpy arrays; no gradient flows through it.
import numpy as np
import tensorflow as tf

def describe(a, b):
    print(type(a), a.shape, type(b), b.dtype)
    return (a * b).astype(np.float32)

print(tf.numpy_function(describe, [tf.constant(2.0), tf.constant([1.0, 2.0])], tf.float32))
x = tf.Variable(3.0)
with tf.GradientTape() as tape:
    y = tf.numpy_function(lambda v: v * v, [x], tf.float32)
print(y, tape.gradient(y, x))
print(tf.numpy_function(lambda v: np.float32(v.sum()), [tf.constant([1.0, 2.5])], tf.float32))
