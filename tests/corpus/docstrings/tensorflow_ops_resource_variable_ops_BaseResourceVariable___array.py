# Source: the docstring of tensorflow.python.ops.resource_variable_ops.BaseResourceVariable.__array__ (tensorflow/python/ops/resource_variable_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
print(repr(np.array(tf.Variable([1.0]))))
