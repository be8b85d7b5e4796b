# Source: the docstring of tensorflow.python.data.ops.iterator_ops.IteratorBase (tensorflow/python/data/ops/iterator_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
dataset = tf.data.Dataset.range(2)
for element in dataset:
  print(element)
dataset = tf.data.Dataset.range(2)
iterator = iter(dataset)
print(iterator.get_next())
print(iterator.get_next())
dataset = tf.data.Dataset.from_tensors(42)
iterator = iter(dataset)
optional = iterator.get_next_as_optional()
print(optional.has_value())
optional = iterator.get_next_as_optional()
print(optional.has_value())
