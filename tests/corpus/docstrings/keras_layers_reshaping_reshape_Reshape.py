# Source: the docstring of keras.src.layers.reshaping.reshape.Reshape (keras/src/layers/reshaping/reshape.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
x = keras.Input(shape=(12,))
y = keras.layers.Reshape((3, 4))(x)
print(repr(y.shape))
y = keras.layers.Reshape((-1, 2, 2))(x)
print(repr(y.shape))
