# Source: the docstring of keras.src.ops.nn.space_to_depth (keras/src/ops/nn.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = keras.ops.reshape(keras.ops.arange(1 * 4 * 4 * 3), (1, 4, 4, 3))
print(repr(keras.ops.space_to_depth(x, block_size=2).shape))
x = keras.ops.reshape(keras.ops.arange(1 * 3 * 4 * 4), (1, 3, 4, 4))
print(repr(keras.ops.space_to_depth(x, block_size=2,
                         data_format="channels_first").shape))
