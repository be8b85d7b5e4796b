# Source: the docstring of tensorflow.python.ops.nn_ops.isotonic_regression (tensorflow/python/ops/nn_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = tf.constant([[3, 1, 2], [1, 3, 4]], dtype=tf.float32)
y, segments = tf.nn.isotonic_regression(x, axis=1)
print(repr(y))
print(repr(segments))
