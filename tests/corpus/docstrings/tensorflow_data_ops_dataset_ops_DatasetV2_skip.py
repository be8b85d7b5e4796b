# Source: the docstring of tensorflow.python.data.ops.dataset_ops.DatasetV2.skip (tensorflow/python/data/ops/dataset_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
dataset = tf.data.Dataset.range(10)
dataset = dataset.skip(7)
print(repr([a.item() for a in dataset.as_numpy_iterator()]))
