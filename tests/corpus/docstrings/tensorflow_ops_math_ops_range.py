# Source: the docstring of tensorflow.python.ops.math_ops.range (tensorflow/python/ops/math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
start = 3
limit = 18
delta = 3
print(repr(tf.range(start, limit, delta)))
start = 3
limit = 1
delta = -0.5
print(repr(tf.range(start, limit, delta)))
limit = 5
print(repr(tf.range(limit)))
