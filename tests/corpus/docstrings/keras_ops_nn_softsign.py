# Source: the docstring of keras.src.ops.nn.softsign (keras/src/ops/nn.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = keras.ops.convert_to_tensor([-0.100, -10.0, 1.0, 0.0, 100.0])
print(repr(keras.ops.softsign(x)))
