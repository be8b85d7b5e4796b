# Source: the docstring of tensorflow.python.ops.math_ops.add (tensorflow/python/ops/math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = [1, 2, 3, 4, 5]
y = 1
print(repr(tf.add(x, y)))
x = tf.convert_to_tensor([1, 2, 3, 4, 5])
y = tf.convert_to_tensor(1)
print(repr(x + y))
x = [1, 2, 3, 4, 5]
y = tf.constant([1, 2, 3, 4, 5])
print(repr(tf.add(x, y)))
x = tf.constant([1, 2], dtype=tf.int8)
y = [2**7 + 1, 2**7 + 2]
print(repr(tf.add(x, y)))
x = np.ones(6).reshape(1, 2, 1, 3)
y = np.ones(6).reshape(2, 1, 3, 1)
print(repr(tf.add(x, y).shape.as_list()))
x = np.ones([1, 2, 1, 4])
y = np.ones([3, 4])
print(repr(tf.add(x, y).shape.as_list()))
