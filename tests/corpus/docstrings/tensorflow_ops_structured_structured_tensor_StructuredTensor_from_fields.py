# Source: the docstring of tensorflow.python.ops.structured.structured_tensor.StructuredTensor.from_fields (tensorflow/python/ops/structured/structured_tensor.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
print(repr(tf.experimental.StructuredTensor.from_fields({'x': 1, 'y': [1, 2, 3]})))
print(repr(tf.experimental.StructuredTensor.from_fields(
    {'foo': [1, 2], 'bar': [3, 4]}, shape=[2])))
