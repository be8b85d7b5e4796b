# Source: the docstring of keras.src.ops.image.elastic_transform (keras/src/ops/image.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
x = np.random.random((2, 64, 80, 3))  # batch of 2 RGB images
y = keras.ops.image.elastic_transform(x)
print(repr(y.shape))
x = np.random.random((64, 80, 3))  # single RGB image
y = keras.ops.image.elastic_transform(x)
print(repr(y.shape))
x = np.random.random((2, 3, 64, 80))  # batch of 2 RGB images
y = keras.ops.image.elastic_transform(
    x, data_format="channels_first")
print(repr(y.shape))
