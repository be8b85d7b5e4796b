# Source: the docstring of keras.src.ops.numpy.amin (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = keras.ops.convert_to_tensor([1, 3, 5, 2, 3, 6])
print(repr(keras.ops.amin(x)))
x = keras.ops.convert_to_tensor([[1, 6, 8], [7, 5, 3]])
print(repr(keras.ops.amin(x, axis=0)))
x = keras.ops.convert_to_tensor([[1, 6, 8], [7, 5, 3]])
print(repr(keras.ops.amin(x, axis=1, keepdims=True)))
