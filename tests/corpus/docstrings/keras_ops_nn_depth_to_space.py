# Source: the docstring of keras.src.ops.nn.depth_to_space (keras/src/ops/nn.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = keras.ops.reshape(keras.ops.arange(1 * 2 * 2 * 12), (1, 2, 2, 12))
print(repr(keras.ops.depth_to_space(x, block_size=2).shape))
x = keras.ops.reshape(keras.ops.arange(1 * 12 * 2 * 2), (1, 12, 2, 2))
print(repr(keras.ops.depth_to_space(x, block_size=2,
                         data_format="channels_first").shape))
