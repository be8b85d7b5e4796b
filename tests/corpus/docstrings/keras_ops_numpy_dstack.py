# Source: the docstring of keras.src.ops.numpy.dstack (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
import keras
x = keras.ops.array([1, 2, 3])
y = keras.ops.array([4, 5, 6])
print(repr(keras.ops.dstack([x, y])))
x = keras.ops.array([[1], [2], [3]])
y = keras.ops.array([[4], [5], [6]])
print(repr(keras.ops.dstack([x, y])))
