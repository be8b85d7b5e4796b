# Source: the docstring of keras.src.ops.numpy.diagonal (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
from keras.src import ops
x = ops.arange(4).reshape((2, 2))
print(repr(x))
print(repr(x.diagonal()))
print(repr(x.diagonal(1)))
x = ops.arange(8).reshape((2, 2, 2))
print(repr(x))
print(repr(x.diagonal(0, 0, 1)))
