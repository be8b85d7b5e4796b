# Source: the docstring of tensorflow.python.data.ops.dataset_ops.DatasetV2.reduce (tensorflow/python/data/ops/dataset_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
print(repr(tf.data.Dataset.range(5).reduce(np.int64(0), lambda x, _: x +
  1).numpy().item()))
print(repr(tf.data.Dataset.range(5).reduce(np.int64(0), lambda x, y: x +
  y).numpy().item()))
