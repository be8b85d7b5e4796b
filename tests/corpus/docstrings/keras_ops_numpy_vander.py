# Source: the docstring of keras.src.ops.numpy.vander (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
import numpy as np
import keras
x = np.array([1, 2, 3, 5])
print(repr(keras.ops.vander(x)))
