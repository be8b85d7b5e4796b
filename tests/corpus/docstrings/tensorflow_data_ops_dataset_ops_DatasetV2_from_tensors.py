# Source: the docstring of tensorflow.python.data.ops.dataset_ops.DatasetV2.from_tensors (tensorflow/python/data/ops/dataset_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
dataset = tf.data.Dataset.from_tensors([1, 2, 3])
print(repr(list(dataset.as_numpy_iterator())))
dataset = tf.data.Dataset.from_tensors(([1, 2, 3], 'A'))
print(repr(list(dataset.as_numpy_iterator())))
example = tf.constant([1,2,3])
dataset = tf.data.Dataset.from_tensors(example).repeat(2)
print(repr(list(dataset.as_numpy_iterator())))
