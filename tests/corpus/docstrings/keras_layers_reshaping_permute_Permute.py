# Source: the docstring of keras.src.layers.reshaping.permute.Permute (keras/src/layers/reshaping/permute.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
x = keras.Input(shape=(10, 64))
y = keras.layers.Permute((2, 1))(x)
print(repr(y.shape))
