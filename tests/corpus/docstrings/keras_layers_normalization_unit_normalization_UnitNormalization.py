# Source: the docstring of keras.src.layers.normalization.unit_normalization.UnitNormalization (keras/src/layers/normalization/unit_normalization.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
data = np.arange(6).reshape(2, 3)
normalized_data = keras.layers.UnitNormalization()(data)
print(repr(np.sum(normalized_data[0, :] ** 2)))
