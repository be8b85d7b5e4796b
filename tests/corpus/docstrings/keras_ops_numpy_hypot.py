# Source: the docstring of keras.src.ops.numpy.hypot (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x1 = keras.ops.convert_to_tensor([3.0, 4.0, 5.0])
x2 = keras.ops.convert_to_tensor([4.0, 3.0, 12.0])
print(repr(keras.ops.hypot(x1, x2)))
x1 = keras.ops.convert_to_tensor([[1, 2], [3, 4]])
x2 = keras.ops.convert_to_tensor([1, 1])
print(repr(keras.ops.hypot(x1, x2)))
