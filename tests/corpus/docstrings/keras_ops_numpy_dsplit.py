# Source: the docstring of keras.src.ops.numpy.dsplit (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = keras.ops.arange(16.0).reshape((2, 2, 4))
print(repr(keras.ops.dsplit(x, 2)))
