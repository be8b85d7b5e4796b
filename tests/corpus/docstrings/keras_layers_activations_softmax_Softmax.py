# Source: the docstring of keras.src.layers.activations.softmax.Softmax (keras/src/layers/activations/softmax.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
softmax_layer = keras.layers.Softmax()
input = np.array([1.0, 2.0, 1.0])
result = softmax_layer(input)
print(repr(result))
