# Source: the docstring of keras.src.ops.numpy.rot90 (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
import numpy as np
from keras import ops
m = np.array([[1, 2], [3, 4]])
rotated = ops.rot90(m)
print(repr(rotated))
m = np.arange(8).reshape((2, 2, 2))
rotated = ops.rot90(m, k=1, axes=(1, 2))
print(repr(rotated))
