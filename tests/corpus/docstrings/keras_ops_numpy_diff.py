# Source: the docstring of keras.src.ops.numpy.diff (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
from keras.src import ops
x = ops.convert_to_tensor([1, 2, 4, 7, 0])
print(repr(ops.diff(x)))
print(repr(ops.diff(x, n=2)))
x = ops.convert_to_tensor([[1, 3, 6, 10], [0, 5, 6, 8]])
print(repr(ops.diff(x)))
print(repr(ops.diff(x, axis=0)))
