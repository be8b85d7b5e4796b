# Source: the docstring of keras.src.ops.numpy.count_nonzero (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = keras.ops.array([[0, 1, 7, 0], [3, 0, 2, 19]])
print(repr(keras.ops.count_nonzero(x)))
print(repr(keras.ops.count_nonzero(x, axis=0)))
print(repr(keras.ops.count_nonzero(x, axis=1)))
