# Source: the docstring of tensorflow.python.ops.sort_ops.sort (tensorflow/python/ops/sort_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
a = [1, 10, 26.9, 2.8, 166.32, 62.3]
print(repr(tf.sort(a).numpy()))
print(repr(tf.sort(a, direction='DESCENDING').numpy()))
mat = [[3,2,1],
       [2,1,3],
       [1,3,2]]
print(repr(tf.sort(mat, axis=-1).numpy()))
print(repr(tf.sort(mat, axis=0).numpy()))
