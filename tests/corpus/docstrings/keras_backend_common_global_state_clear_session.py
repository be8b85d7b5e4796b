# Source: the docstring of keras.src.backend.common.global_state.clear_session (keras/src/backend/common/global_state.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
layers = [keras.layers.Dense(10) for _ in range(10)]
new_layer = keras.layers.Dense(10)
print(new_layer.name)
keras.backend.clear_session()
new_layer = keras.layers.Dense(10)
print(new_layer.name)
