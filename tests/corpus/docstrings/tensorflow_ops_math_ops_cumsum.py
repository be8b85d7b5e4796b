# Source: the docstring of tensorflow.python.ops.math_ops.cumsum (tensorflow/python/ops/math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = tf.constant([2, 4, 6, 8])
print(repr(tf.cumsum(x)))
y = tf.constant([[2, 4, 6, 8], [1,3,5,7]])
print(repr(tf.cumsum(y, axis=0)))
print(repr(tf.cumsum(y, axis=1)))
x = tf.constant([2, 4, 6, 8])
print(repr(tf.cumsum(x, exclusive=True)))
x = tf.constant([2, 4, 6, 8])
print(repr(tf.cumsum(x, reverse=True)))
x = tf.constant([2, 4, 6, 8])
print(repr(tf.cumsum(x, exclusive=True, reverse=True)))
