# Source: the docstring of keras.src.ops.numpy.unique (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = keras.ops.convert_to_tensor([3, 1, 2, 1, 3, 2])
print(repr(keras.ops.unique(x)))
x = keras.ops.convert_to_tensor([3, 1, 2, 1])
values, counts = keras.ops.unique(x, size=5, fill_value=0,
                                  return_counts=True)
print(repr(values))
print(repr(counts))
x = keras.ops.convert_to_tensor([3, 1, 2, 1])
print(repr(keras.ops.unique(x, size=2)))
x = keras.ops.convert_to_tensor([[1, 0, 0], [0, 1, 0], [1, 0, 0]])
print(repr(keras.ops.unique(x, axis=0)))
