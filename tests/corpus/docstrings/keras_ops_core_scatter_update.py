# Source: the docstring of keras.src.ops.core.scatter_update (keras/src/ops/core.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
inputs = np.zeros((4,))
indices = [[0], [0], [1]]
updates = np.array([1., 1., 1.])
print(repr(keras.ops.scatter_update(inputs, indices, updates, reduction="add")))
