# Source: the docstring of tensorflow.python.ops.gen_math_ops.logical_and (tensorflow/python/ops/gen_math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
a = tf.constant([True])
b = tf.constant([False])
print(repr(tf.math.logical_and(a, b)))
print(repr(a & b))
c = tf.constant([True])
x = tf.constant([False, True, True, False])
print(repr(tf.math.logical_and(c, x)))
print(repr(c & x))
y = tf.constant([False, False, True, True])
z = tf.constant([False, True, False, True])
print(repr(tf.math.logical_and(y, z)))
print(repr(y & z))
print(repr(tf.logical_and([[True, False]], [[True], [False]])))
