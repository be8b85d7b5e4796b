# Source: the docstring of tensorflow.python.ops.math_ops.floor (tensorflow/python/ops/math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = tf.constant([1.3324, -1.5, 5.555, -2.532, 0.99, float("inf")])
print(repr(tf.floor(x).numpy()))
