# Source: the docstring of tensorflow.python.ops.array_ops.squeeze (tensorflow/python/ops/array_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
t = tf.ones([1, 2, 1, 3, 1, 1])
print(tf.shape(tf.squeeze(t)).numpy())
t = tf.ones([1, 2, 1, 3, 1, 1])
print(tf.shape(tf.squeeze(t, [2, 4])).numpy())
