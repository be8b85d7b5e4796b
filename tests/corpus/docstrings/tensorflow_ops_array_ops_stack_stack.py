# Source: the docstring of tensorflow.python.ops.array_ops_stack.stack (tensorflow/python/ops/array_ops_stack.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = tf.constant([1, 4])
y = tf.constant([2, 5])
z = tf.constant([3, 6])
print(repr(tf.stack([x, y, z])))
print(repr(tf.stack([x, y, z], axis=1)))
print(repr(np.array_equal(np.stack([x, y, z]), tf.stack([x, y, z]))))
