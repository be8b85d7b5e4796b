# Source: the docstring of tensorflow.python.ops.array_ops.searchsorted (tensorflow/python/ops/array_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
edges = [-1, 3.3, 9.1, 10.0]
values = [0.0, 4.1, 12.0]
print(repr(tf.searchsorted(edges, values).numpy()))
seq = [0, 3, 9, 10, 10]
values = [0, 4, 10]
print(repr(tf.searchsorted(seq, values).numpy()))
print(repr(tf.searchsorted(seq, values, side="right").numpy()))
sorted_sequence = [[0., 3., 8., 9., 10.],
                   [1., 2., 3., 4., 5.]]
values = [[9.8, 2.1, 4.3],
          [0.1, 6.6, 4.5, ]]
print(repr(tf.searchsorted(sorted_sequence, values).numpy()))
