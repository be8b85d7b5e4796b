# Source: the docstring of keras.src.ops.numpy.argsort (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = keras.ops.array([3, 1, 2])
print(repr(keras.ops.argsort(x)))
x = keras.ops.array([[0, 3], [3, 2], [4, 5]])
print(repr(x))
print(repr(keras.ops.argsort(x, axis=0)))
print(repr(keras.ops.argsort(x, axis=1)))
