# Source: the docstring of keras.src.regularizers.regularizers.OrthogonalRegularizer (keras/src/regularizers/regularizers.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
from keras.layers import Dense
from keras.regularizers import OrthogonalRegularizer
keras.utils.set_random_seed(0)
regularizer = OrthogonalRegularizer(factor=0.01)
layer = Dense(units=4, kernel_regularizer=regularizer)
