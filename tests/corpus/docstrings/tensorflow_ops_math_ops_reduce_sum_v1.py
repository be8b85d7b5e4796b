# Source: the docstring of tensorflow.python.ops.math_ops.reduce_sum_v1 (tensorflow/python/ops/math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = tf.constant([[1, 1, 1], [1, 1, 1]])
print(repr(x.numpy()))
print(repr(tf.reduce_sum(x).numpy().item()))
print(repr(tf.reduce_sum(x, 0).numpy()))
print(repr(tf.reduce_sum(x, 1).numpy()))
print(repr(tf.reduce_sum(x, 1, keepdims=True).numpy()))
print(repr(tf.reduce_sum(x, [0, 1]).numpy().item()))
