# Source: the docstring of tensorflow.python.ops.math_ops.truediv (tensorflow/python/ops/math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x1 = tf.constant([10, 20, 30], dtype=tf.int32)
y1 = tf.constant([2, 4, 5], dtype=tf.int32)
result1 = tf.math.truediv(x1, y1)
x2 = tf.constant([[10, 20], [30, 40]], dtype=tf.float64)
y2 = tf.constant([2, 5], dtype=tf.float64)
result2 = tf.math.truediv(x2, y2)
x3 = tf.constant(5, dtype=tf.float32)
y3 = tf.constant(0, dtype=tf.float32)
result3 = tf.math.truediv(x3, y3)
