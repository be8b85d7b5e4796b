# Source: the docstring of tensorflow.python.ops.math_ops.div_no_nan (tensorflow/python/ops/math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
print(repr(tf.constant(3.0) / 0.0))
print(repr(tf.math.divide_no_nan(3.0, 0.0)))
print(repr(tf.math.divide_no_nan(np.nan, 0.0)))
