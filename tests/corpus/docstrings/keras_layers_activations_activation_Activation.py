# Source: the docstring of keras.src.layers.activations.activation.Activation (keras/src/layers/activations/activation.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
layer = keras.layers.Activation('relu')
print(repr(layer(np.array([-3.0, -1.0, 0.0, 2.0]))))
layer = keras.layers.Activation(keras.activations.relu)
print(repr(layer(np.array([-3.0, -1.0, 0.0, 2.0]))))
