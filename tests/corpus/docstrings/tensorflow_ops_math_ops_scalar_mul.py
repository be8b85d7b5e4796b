# Source: the docstring of tensorflow.python.ops.math_ops.scalar_mul (tensorflow/python/ops/math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = tf.reshape(tf.range(30, dtype=tf.float32), [10, 3])
with tf.GradientTape() as g:
  g.watch(x)
  y = tf.gather(x, [1, 2])  # IndexedSlices
  z = tf.math.scalar_mul(10.0, y)
