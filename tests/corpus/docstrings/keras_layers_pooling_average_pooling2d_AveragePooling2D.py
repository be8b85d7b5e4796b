# Source: the docstring of keras.src.layers.pooling.average_pooling2d.AveragePooling2D (keras/src/layers/pooling/average_pooling2d.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
x = np.array([[1., 2., 3.],
              [4., 5., 6.],
              [7., 8., 9.]])
x = np.reshape(x, [1, 3, 3, 1])
avg_pool_2d = keras.layers.AveragePooling2D(pool_size=(2, 2),
   strides=(1, 1), padding="valid")
avg_pool_2d(x)
x = np.array([[1., 2., 3., 4.],
             [5., 6., 7., 8.],
             [9., 10., 11., 12.]])
x = np.reshape(x, [1, 3, 4, 1])
avg_pool_2d = keras.layers.AveragePooling2D(pool_size=(2, 2),
   strides=(2, 2), padding="valid")
avg_pool_2d(x)
x = np.array([[1., 2., 3.],
                 [4., 5., 6.],
                 [7., 8., 9.]])
x = np.reshape(x, [1, 3, 3, 1])
avg_pool_2d = keras.layers.AveragePooling2D(pool_size=(2, 2),
   strides=(1, 1), padding="same")
avg_pool_2d(x)
