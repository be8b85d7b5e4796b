# Source: the docstring of tensorflow.python.data.ops.optional_ops.Optional.get_value (tensorflow/python/data/ops/optional_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
optional = tf.experimental.Optional.from_value(42)
print(optional.get_value())
