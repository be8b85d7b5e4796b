# Source: the docstring of keras.src.layers.preprocessing.discretization.Discretization (keras/src/layers/preprocessing/discretization.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
from keras.layers import Discretization
input = np.array([[-1.5, 1.0, 3.4, .5], [0.0, 3.0, 1.3, 0.0]])
layer = Discretization(bin_boundaries=[0., 1., 2.])
print(repr(layer(input)))
input = np.array([[-1.5, 1.0, 3.4, .5], [0.0, 3.0, 1.3, 0.0]])
layer = Discretization(num_bins=4, epsilon=0.01)
layer.adapt(input)
print(repr(layer(input)))
