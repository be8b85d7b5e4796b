# Source: the docstring of keras.src.layers.pooling.average_pooling1d.AveragePooling1D (keras/src/layers/pooling/average_pooling1d.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
x = np.array([1., 2., 3., 4., 5.])
x = np.reshape(x, [1, 5, 1])
avg_pool_1d = keras.layers.AveragePooling1D(pool_size=2,
   strides=1, padding="valid")
avg_pool_1d(x)
x = np.array([1., 2., 3., 4., 5.])
x = np.reshape(x, [1, 5, 1])
avg_pool_1d = keras.layers.AveragePooling1D(pool_size=2,
   strides=2, padding="valid")
avg_pool_1d(x)
x = np.array([1., 2., 3., 4., 5.])
x = np.reshape(x, [1, 5, 1])
avg_pool_1d = keras.layers.AveragePooling1D(pool_size=2,
   strides=1, padding="same")
avg_pool_1d(x)
