# Source: the docstring of tensorflow.python.ops.check_ops.is_strictly_increasing (tensorflow/python/ops/check_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x1 = tf.constant([1.0, 2.0, 3.0])
print(repr(tf.math.is_strictly_increasing(x1)))
x2 = tf.constant([3.0, 1.0, 2.0])
print(repr(tf.math.is_strictly_increasing(x2)))
