# Source: the docstring of keras.src.ops.numpy.nanmax (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
import numpy as np
from keras import ops
x = np.array([[1.0, np.nan, 3.0],
              [np.nan, 2.0, 1.0]])
print(repr(ops.nanmax(x)))
print(repr(ops.nanmax(x, axis=1)))
print(repr(ops.nanmax(x, axis=1, keepdims=True)))
