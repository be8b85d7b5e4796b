# Source: the docstring of keras.src.ops.numpy.any (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = keras.ops.convert_to_tensor([True, False])
print(repr(keras.ops.any(x)))
x = keras.ops.convert_to_tensor([[True, False], [True, True]])
print(repr(keras.ops.any(x, axis=0)))
x = keras.ops.convert_to_tensor([[True, False], [True, True]])
print(repr(keras.ops.all(x, keepdims=True)))
