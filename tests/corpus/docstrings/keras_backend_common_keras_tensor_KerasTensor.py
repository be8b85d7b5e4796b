# Source: the docstring of keras.src.backend.common.keras_tensor.KerasTensor (keras/src/backend/common/keras_tensor.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = keras.KerasTensor(shape=(3, 4), dtype="float32")
print(repr(x.shape))
print(repr(x.dtype))
