# Source: the docstring of tensorflow.python.ops.gen_nn_ops.elu (tensorflow/python/ops/gen_nn_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
print(repr(tf.nn.elu(1.0)))
print(repr(tf.nn.elu(0.0)))
print(repr(tf.nn.elu(-1000.0)))
