# Source: the docstring of keras.src.ops.numpy.heaviside (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x1 = keras.ops.convert_to_tensor([-2.0, 0.0, 3.0])
x2 = 0.5
print(repr(keras.ops.heaviside(x1, x2)))
