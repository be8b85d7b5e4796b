# Source: the docstring of keras.src.layers.normalization.spectral_normalization.SpectralNormalization (keras/src/layers/normalization/spectral_normalization.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
from keras.layers import SpectralNormalization
keras.utils.set_random_seed(0)
x = np.random.rand(1, 10, 10, 1)
conv2d = SpectralNormalization(keras.layers.Conv2D(2, 2))
y = conv2d(x)
print(repr(y.shape))
x = np.random.rand(1, 10, 10, 1)
dense = SpectralNormalization(keras.layers.Dense(10))
y = dense(x)
print(repr(y.shape))
