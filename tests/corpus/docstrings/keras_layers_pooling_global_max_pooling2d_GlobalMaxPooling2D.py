# Source: the docstring of keras.src.layers.pooling.global_max_pooling2d.GlobalMaxPooling2D (keras/src/layers/pooling/global_max_pooling2d.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
x = np.random.rand(2, 4, 5, 3)
y = keras.layers.GlobalMaxPooling2D()(x)
print(repr(y.shape))
