# Source: the docstring of tensorflow.python.ops.math_ops.reduce_min_v1 (tensorflow/python/ops/math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = tf.constant([5, 1, 2, 4])
print(repr(tf.reduce_min(x)))
x = tf.constant([-5, -1, -2, -4])
print(repr(tf.reduce_min(x)))
x = tf.constant([4, float('nan')])
print(repr(tf.reduce_min(x)))
x = tf.constant([float('nan'), float('nan')])
print(repr(tf.reduce_min(x)))
x = tf.constant([float('-inf'), float('inf')])
print(repr(tf.reduce_min(x)))
