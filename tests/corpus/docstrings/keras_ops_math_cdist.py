# Source: the docstring of keras.src.ops.math.cdist (keras/src/ops/math.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = keras.ops.convert_to_tensor([[0.0, 0.0], [1.0, 1.0]])
y = keras.ops.convert_to_tensor([[1.0, 0.0], [0.0, 1.0]])
print(repr(keras.ops.cdist(x, y)))
