# Source: the docstring of keras.src.layers.convolutional.conv3d.Conv3D (keras/src/layers/convolutional/conv3d.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
x = np.random.rand(4, 10, 10, 10, 128)
y = keras.layers.Conv3D(32, 3, activation='relu')(x)
print(y.shape)
