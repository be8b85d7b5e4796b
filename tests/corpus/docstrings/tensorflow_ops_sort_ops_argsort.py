# Source: the docstring of tensorflow.python.ops.sort_ops.argsort (tensorflow/python/ops/sort_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
values = [1, 10, 26.9, 2.8, 166.32, 62.3]
sort_order = tf.argsort(values)
print(repr(sort_order.numpy()))
sorted = tf.gather(values, sort_order)
assert tf.reduce_all(sorted == tf.sort(values))
mat = [[30,20,10],
       [20,10,30],
       [10,30,20]]
indices = tf.argsort(mat)
print(repr(indices.numpy()))
print(repr(tf.gather(mat, indices, batch_dims=-1).numpy()))
