# Source: the docstring of tensorflow.python.ops.math_ops.argmax_v2 (tensorflow/python/ops/math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
A = tf.constant([2, 20, 30, 3, 6])
print(repr(tf.math.argmax(A)))
B = tf.constant([[2, 20, 30, 3, 6], [3, 11, 16, 1, 8],
                 [14, 45, 23, 5, 27]])
print(repr(tf.math.argmax(B, 0)))
print(repr(tf.math.argmax(B, 1)))
C = tf.constant([0, 0, 0, 0])
print(repr(tf.math.argmax(C)))
