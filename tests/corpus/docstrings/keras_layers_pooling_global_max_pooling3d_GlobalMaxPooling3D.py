# Source: the docstring of keras.src.layers.pooling.global_max_pooling3d.GlobalMaxPooling3D (keras/src/layers/pooling/global_max_pooling3d.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
x = np.random.rand(2, 4, 5, 4, 3)
y = keras.layers.GlobalMaxPooling3D()(x)
print(repr(y.shape))
