# Source: the docstring of tensorflow.python.ops.math_ops.reduce_all_v1 (tensorflow/python/ops/math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = tf.constant([[True,  True], [False, False]])
print(repr(tf.math.reduce_all(x)))
print(repr(tf.math.reduce_all(x, 0)))
print(repr(tf.math.reduce_all(x, 1)))
