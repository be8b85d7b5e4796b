# Source: the docstring of tensorflow.python.ops.gen_array_ops.tile (tensorflow/python/ops/gen_array_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
a = tf.constant([[1,2,3],[4,5,6]], tf.int32)
b = tf.constant([1,2], tf.int32)
print(repr(tf.tile(a, b)))
c = tf.constant([2,1], tf.int32)
print(repr(tf.tile(a, c)))
d = tf.constant([2,2], tf.int32)
print(repr(tf.tile(a, d)))
