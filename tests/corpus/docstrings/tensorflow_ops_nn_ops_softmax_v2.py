# Source: the docstring of tensorflow.python.ops.nn_ops.softmax_v2 (tensorflow/python/ops/nn_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
softmax = tf.nn.softmax([-1, 0., 1.])
print(repr(softmax))
print(repr(sum(softmax)))
