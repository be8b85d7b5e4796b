# Source: the docstring of tensorflow.python.ops.math_ops.log_sigmoid (tensorflow/python/ops/math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = tf.constant([0.0, 1.0, 50.0, 100.0])
print(repr(tf.math.log_sigmoid(x)))
x = tf.constant([-100.0, -50.0, -1.0, 0.0])
print(repr(tf.math.log_sigmoid(x)))
