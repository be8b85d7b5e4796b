# Source: the docstring of tensorflow.python.ops.math_ops.xlog1py (tensorflow/python/ops/math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
print(repr(tf.math.xlog1py(0., 1.)))
print(repr(tf.math.xlog1py(1., 1.)))
print(repr(tf.math.xlog1py(2., 2.)))
print(repr(tf.math.xlog1py(0., -1.)))
