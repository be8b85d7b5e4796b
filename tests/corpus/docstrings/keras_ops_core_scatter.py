# Source: the docstring of keras.src.ops.core.scatter (keras/src/ops/core.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
indices = [[0, 1], [1, 1]]
values = np.array([1., 1.])
print(repr(keras.ops.scatter(indices, values, shape=(2, 2))))
