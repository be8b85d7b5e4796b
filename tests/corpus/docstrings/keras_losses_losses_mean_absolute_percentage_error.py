# Source: the docstring of keras.src.losses.losses.mean_absolute_percentage_error (keras/src/losses/losses.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
y_true = np.random.random(size=(2, 3))
y_pred = np.random.random(size=(2, 3))
loss = keras.losses.mean_absolute_percentage_error(y_true, y_pred)
