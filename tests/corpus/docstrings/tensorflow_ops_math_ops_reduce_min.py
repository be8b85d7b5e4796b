# Source: the docstring of tensorflow.python.ops.math_ops.reduce_min (tensorflow/python/ops/math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
a = tf.constant([
  [[1, 2], [3, 4]],
  [[1, 2], [3, 4]]
])
print(repr(tf.reduce_min(a)))
b = tf.constant([[1, 2, 3], [4, 5, 6]])
print(repr(tf.reduce_min(b, axis=0)))
print(repr(tf.reduce_min(b, axis=1)))
print(repr(tf.reduce_min(a, keepdims=True)))
print(repr(tf.math.reduce_min(a, axis=0, keepdims=True)))
