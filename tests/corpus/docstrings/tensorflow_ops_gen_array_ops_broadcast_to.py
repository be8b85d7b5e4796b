# Source: the docstring of tensorflow.python.ops.gen_array_ops.broadcast_to (tensorflow/python/ops/gen_array_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = tf.constant([[1, 2, 3]])   # Shape (1, 3,)
y = tf.broadcast_to(x, [2, 3])
print(y)
x = tf.constant([1, 2, 3])   # Shape (3,)
y = tf.broadcast_to(x, [2, 3])
