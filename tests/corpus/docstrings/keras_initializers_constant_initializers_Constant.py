# Source: the docstring of keras.src.initializers.constant_initializers.Constant (keras/src/initializers/constant_initializers.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
from keras.initializers import Constant
from keras.layers import Dense
keras.utils.set_random_seed(0)
initializer = Constant(10.)
values = initializer(shape=(2, 2))
initializer = Constant(10.)
layer = Dense(3, kernel_initializer=initializer)
