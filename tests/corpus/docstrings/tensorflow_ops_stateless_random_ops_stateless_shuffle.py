# Source: the docstring of tensorflow.python.ops.stateless_random_ops.stateless_shuffle (tensorflow/python/ops/stateless_random_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
v = tf.constant([[1, 2], [3, 4], [5, 6]])
shuffled = tf.random.experimental.stateless_shuffle(v, seed=[8, 9])
print(shuffled)
