# Source: the docstring of keras.src.ops.nn.leaky_relu (keras/src/ops/nn.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = np.array([-1., 0., 1.])
x_leaky_relu = keras.ops.leaky_relu(x)
print(x_leaky_relu)
