# Source: the docstring of tensorflow.python.ops.math_ops.exp (tensorflow/python/ops/math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = tf.constant(2.0)
print(repr(tf.math.exp(x)))
x = tf.constant([2.0, 8.0])
print(repr(tf.math.exp(x)))
x = tf.constant(1 + 1j)
print(repr(tf.math.exp(x)))
