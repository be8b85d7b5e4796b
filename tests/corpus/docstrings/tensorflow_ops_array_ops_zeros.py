# Source: the docstring of tensorflow.python.ops.array_ops.zeros (tensorflow/python/ops/array_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
print(repr(tf.zeros([3, 4], tf.int32)))
