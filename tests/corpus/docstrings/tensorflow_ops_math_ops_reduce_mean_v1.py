# Source: the docstring of tensorflow.python.ops.math_ops.reduce_mean_v1 (tensorflow/python/ops/math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = tf.constant([[1., 1.], [2., 2.]])
print(repr(tf.reduce_mean(x)))
print(repr(tf.reduce_mean(x, 0)))
print(repr(tf.reduce_mean(x, 1)))
x = tf.constant([1, 0, 1, 0])
print(repr(tf.reduce_mean(x)))
y = tf.constant([1., 0., 1., 0.])
print(repr(tf.reduce_mean(y)))
