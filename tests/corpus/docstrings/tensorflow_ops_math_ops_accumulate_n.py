# Source: the docstring of tensorflow.python.ops.math_ops.accumulate_n (tensorflow/python/ops/math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
a = tf.constant([[1, 2], [3, 4]])
b = tf.constant([[5, 0], [0, 6]])
print(repr(tf.math.accumulate_n([a, b, a]).numpy()))
print(repr(tf.math.accumulate_n(
    [a, b, a], shape=[2, 2], tensor_dtype=tf.int32).numpy()))
