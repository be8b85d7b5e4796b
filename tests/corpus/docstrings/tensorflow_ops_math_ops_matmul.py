# Source: the docstring of tensorflow.python.ops.math_ops.matmul (tensorflow/python/ops/math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
a = tf.constant([1, 2, 3, 4, 5, 6], shape=[2, 3])
print(repr(a))
b = tf.constant([7, 8, 9, 10, 11, 12], shape=[3, 2])
print(repr(b))
c = tf.matmul(a, b)
print(repr(c))
a = tf.constant(np.arange(1, 13, dtype=np.int32), shape=[2, 2, 3])
print(repr(a))
b = tf.constant(np.arange(13, 25, dtype=np.int32), shape=[2, 3, 2])
print(repr(b))
c = tf.matmul(a, b)
print(repr(c))
d = a @ b @ [[10], [11]]
d = tf.matmul(tf.matmul(a, b), [[10], [11]])
