# Source: the docstring of keras.src.initializers.random_initializers.Orthogonal (keras/src/initializers/random_initializers.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
initializer = keras.initializers.Orthogonal()
values = initializer(shape=(2, 2))
initializer = keras.initializers.Orthogonal()
layer = keras.layers.Dense(3, kernel_initializer=initializer)
