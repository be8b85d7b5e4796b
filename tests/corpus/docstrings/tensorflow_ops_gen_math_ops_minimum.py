# Source: the docstring of tensorflow.python.ops.gen_math_ops.minimum (tensorflow/python/ops/gen_math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = tf.constant([0., 0., 0., 0.])
y = tf.constant([-5., -2., 0., 3.])
print(repr(tf.math.minimum(x, y)))
x = tf.constant([-5., 0., 0., 0.])
y = tf.constant([-3.])
print(repr(tf.math.minimum(x, y)))
