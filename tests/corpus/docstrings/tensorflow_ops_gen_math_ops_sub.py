# Source: the docstring of tensorflow.python.ops.gen_math_ops.sub (tensorflow/python/ops/gen_math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = [1, 2, 3, 4, 5]
y = 1
print(repr(tf.subtract(x, y)))
print(repr(tf.subtract(y, x)))
x = tf.convert_to_tensor([1, 2, 3, 4, 5])
y = tf.convert_to_tensor(1)
print(repr(x - y))
x = [1, 2, 3, 4, 5]
y = tf.constant([5, 4, 3, 2, 1])
print(repr(tf.subtract(y, x)))
x = tf.constant([1, 2], dtype=tf.int8)
y = [2**8 + 1, 2**8 + 2]
print(repr(tf.subtract(x, y)))
x = np.ones(6).reshape(2, 3, 1)
y = np.ones(6).reshape(2, 1, 3)
print(repr(tf.subtract(x, y)))
x = np.ones(6).reshape(2, 3, 1)
y = np.ones(6).reshape(1, 6)
print(repr(tf.subtract(x, y)))
