# Source: the docstring of keras.src.losses.losses.categorical_focal_crossentropy (keras/src/losses/losses.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
y_true = [[0, 1, 0], [0, 0, 1]]
y_pred = [[0.05, 0.9, 0.05], [0.1, 0.85, 0.05]]
loss = keras.losses.categorical_focal_crossentropy(y_true, y_pred)
assert loss.shape == (2,)
print(repr(loss))
