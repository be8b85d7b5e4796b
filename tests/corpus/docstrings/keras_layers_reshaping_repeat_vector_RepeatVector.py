# Source: the docstring of keras.src.layers.reshaping.repeat_vector.RepeatVector (keras/src/layers/reshaping/repeat_vector.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
x = keras.Input(shape=(32,))
y = keras.layers.RepeatVector(3)(x)
print(repr(y.shape))
