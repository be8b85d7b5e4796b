# Source: the docstring of tensorflow.python.data.ops.dataset_ops.DatasetV2.zip (tensorflow/python/data/ops/dataset_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
a = tf.data.Dataset.range(1, 4)  # ==> [ 1, 2, 3 ]
b = tf.data.Dataset.range(4, 7)  # ==> [ 4, 5, 6 ]
ds = tf.data.Dataset.zip(a, b)
print(repr([(i.item(), j.item()) for i, j in ds.as_numpy_iterator()]))
ds = tf.data.Dataset.zip(b, a)
print(repr([(i.item(), j.item()) for i, j in ds.as_numpy_iterator()]))
c = tf.data.Dataset.range(7, 13).batch(2)  # ==> [ [7, 8],
                                           #       [9, 10],
                                           #       [11, 12] ]
ds = tf.data.Dataset.zip(a, b, c)
for i, j, k in ds.as_numpy_iterator():
  print(i.item(), j.item(), k)
d = tf.data.Dataset.range(13, 15)  # ==> [ 13, 14 ]
ds = tf.data.Dataset.zip(a, d)
print(repr([(i.item(), j.item()) for i, j in ds.as_numpy_iterator()]))
