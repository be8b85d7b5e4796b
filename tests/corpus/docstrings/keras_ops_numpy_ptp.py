# Source: the docstring of keras.src.ops.numpy.ptp (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = keras.ops.array([[1., 3., 2.],
                     [4., 0., 5.]])
print(repr(keras.ops.ptp(x)))
print(repr(keras.ops.ptp(x, axis=1)))
x = keras.ops.reshape(x, (1, 2, 3))
print(repr(keras.ops.ptp(x, axis=(1, 2))))
print(repr(keras.ops.ptp(x, axis=2, keepdims=True)))
