# Source: the docstring of keras.src.initializers.random_initializers.HeNormal (keras/src/initializers/random_initializers.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
from keras.layers import Dense
from keras.initializers import HeNormal
keras.utils.set_random_seed(0)
initializer = HeNormal()
values = initializer(shape=(2, 2))
initializer = HeNormal()
layer = Dense(3, kernel_initializer=initializer)
