# Source: the docstring of tensorflow.python.ops.nn_ops.max_pool_v2 (tensorflow/python/ops/nn_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
matrix = tf.constant([
    [0, 0, 1, 7],
    [0, 2, 0, 0],
    [5, 2, 0, 0],
    [0, 0, 9, 8],
])
reshaped = tf.reshape(matrix, (1, 4, 4, 1))
print(repr(tf.nn.max_pool(reshaped, ksize=2, strides=2, padding="SAME")))
print(repr(tf.nn.max_pool(reshaped, ksize=3, strides=2, padding="SAME")))
print(repr(tf.nn.max_pool(reshaped, ksize=3, strides=3, padding="SAME")))
print(repr(tf.nn.max_pool(reshaped, ksize=3, strides=3, padding="VALID")))
