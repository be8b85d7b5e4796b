# Source: the docstring of keras.src.ops.linalg.norm (keras/src/ops/linalg.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = keras.ops.reshape(keras.ops.arange(9, dtype="float32") - 4, (3, 3))
print(repr(keras.ops.linalg.norm(x)))
