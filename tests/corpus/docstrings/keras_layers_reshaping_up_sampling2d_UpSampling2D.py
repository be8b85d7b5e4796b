# Source: the docstring of keras.src.layers.reshaping.up_sampling2d.UpSampling2D (keras/src/layers/reshaping/up_sampling2d.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
input_shape = (2, 2, 1, 3)
x = np.arange(np.prod(input_shape)).reshape(input_shape)
print(x)
y = keras.layers.UpSampling2D(size=(1, 2))(x)
print(y)
