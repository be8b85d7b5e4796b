# Source: the docstring of keras.src.ops.numpy.bincount (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = keras.ops.array([1, 2, 2, 3], dtype="uint8")
print(repr(keras.ops.bincount(x)))
weights = x / 2
print(repr(weights))
print(repr(keras.ops.bincount(x, weights=weights)))
minlength = (keras.ops.max(x).numpy() + 1) + 2 # 6
print(repr(keras.ops.bincount(x, minlength=minlength)))
