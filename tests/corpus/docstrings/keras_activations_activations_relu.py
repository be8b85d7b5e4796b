# Source: the docstring of keras.src.activations.activations.relu (keras/src/activations/activations.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = [-10, -5, 0.0, 5, 10]
print(repr(keras.activations.relu(x)))
print(repr(keras.activations.relu(x, negative_slope=0.5)))
print(repr(keras.activations.relu(x, max_value=5.)))
print(repr(keras.activations.relu(x, threshold=5.)))
