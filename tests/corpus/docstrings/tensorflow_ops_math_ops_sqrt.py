# Source: the docstring of tensorflow.python.ops.math_ops.sqrt (tensorflow/python/ops/math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = tf.constant([[4.0], [16.0]])
print(repr(tf.sqrt(x)))
y = tf.constant([[-4.0], [16.0]])
print(repr(tf.sqrt(y)))
z = tf.constant([[-1.0], [16.0]], dtype=tf.complex128)
print(repr(tf.sqrt(z)))
