# Source: the docstring of tensorflow.python.ops.math_ops.abs (tensorflow/python/ops/math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = tf.constant([-2.25, 3.25])
print(repr(tf.abs(x)))
x = tf.constant([[-2.25 + 4.75j], [-3.25 + 5.75j]])
print(repr(tf.abs(x)))
