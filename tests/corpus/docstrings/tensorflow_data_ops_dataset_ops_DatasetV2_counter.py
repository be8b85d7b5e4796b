# Source: the docstring of tensorflow.python.data.ops.dataset_ops.DatasetV2.counter (tensorflow/python/data/ops/dataset_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
dataset = tf.data.experimental.Counter().take(5)
print(repr([a.item() for a in dataset.as_numpy_iterator()]))
print(repr(dataset.element_spec))
dataset = tf.data.experimental.Counter(dtype=tf.int32)
print(repr(dataset.element_spec))
dataset = tf.data.experimental.Counter(start=2).take(5)
print(repr([a.item() for a in dataset.as_numpy_iterator()]))
dataset = tf.data.experimental.Counter(start=2, step=5).take(5)
print(repr([a.item() for a in dataset.as_numpy_iterator()]))
dataset = tf.data.experimental.Counter(start=10, step=-1).take(5)
print(repr([a.item() for a in dataset.as_numpy_iterator()]))
