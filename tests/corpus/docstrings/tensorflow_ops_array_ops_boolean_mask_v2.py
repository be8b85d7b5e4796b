# Source: the docstring of tensorflow.python.ops.array_ops.boolean_mask_v2 (tensorflow/python/ops/array_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
tensor = [0, 1, 2, 3]  # 1-D example
mask = np.array([True, False, True, False])
print(repr(tf.boolean_mask(tensor, mask)))
tensor = [[1, 2], [3, 4], [5, 6]] # 2-D example
mask = np.array([True, False, True])
print(repr(tf.boolean_mask(tensor, mask)))
