# Source: the docstring of keras.src.ops.numpy.add (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x1 = keras.ops.convert_to_tensor([1, 4])
x2 = keras.ops.convert_to_tensor([5, 6])
print(repr(keras.ops.add(x1, x2)))
x1 = keras.ops.convert_to_tensor(
    [[5, 4],
     [5, 6]]
)
x2 = keras.ops.convert_to_tensor([5, 6])
print(repr(keras.ops.add(x1, x2)))
