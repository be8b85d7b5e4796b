# Source: the docstring of tensorflow.python.ops.gen_array_ops.tensor_scatter_max (tensorflow/python/ops/gen_array_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
tensor = [0, 0, 0, 0, 0, 0, 0, 0]
indices = [[1], [4], [5]]
updates = [1, -1, 1]
print(repr(tf.tensor_scatter_nd_max(tensor, indices, updates).numpy()))
