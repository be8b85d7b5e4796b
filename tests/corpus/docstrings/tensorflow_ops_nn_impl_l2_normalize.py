# Source: the docstring of tensorflow.python.ops.nn_impl.l2_normalize (tensorflow/python/ops/nn_impl.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = tf.constant([3.0, 4.0])
print(repr(tf.math.l2_normalize(x).numpy()))
x = tf.constant([[3.0], [4.0]])
print(repr(tf.math.l2_normalize(x, 0).numpy()))
x = tf.constant([[3.0], [4.0]])
print(repr(tf.math.l2_normalize(x, 1).numpy()))
