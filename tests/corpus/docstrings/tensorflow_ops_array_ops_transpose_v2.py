# Source: the docstring of tensorflow.python.ops.array_ops.transpose_v2 (tensorflow/python/ops/array_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = tf.constant([[1, 2, 3], [4, 5, 6]])
print(repr(tf.transpose(x)))
x = tf.constant([[1 + 1j, 2 + 2j, 3 + 3j],
                 [4 + 4j, 5 + 5j, 6 + 6j]])
print(repr(tf.transpose(x, conjugate=True)))
x = tf.constant([[[ 1,  2,  3],
                  [ 4,  5,  6]],
                 [[ 7,  8,  9],
                  [10, 11, 12]]])
print(repr(tf.transpose(x, perm=[0, 2, 1])))
