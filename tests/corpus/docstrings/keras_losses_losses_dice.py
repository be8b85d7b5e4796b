# Source: the docstring of keras.src.losses.losses.dice (keras/src/losses/losses.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
y_true = [[[[1.0], [1.0]], [[0.0], [0.0]]],
          [[[1.0], [1.0]], [[0.0], [0.0]]]]
y_pred = [[[[0.0], [1.0]], [[0.0], [1.0]]],
          [[[0.4], [0.0]], [[0.0], [0.9]]]]
axis = (1, 2, 3)
loss = keras.losses.dice(y_true, y_pred, axis=axis)
assert loss.shape == (2,)
print(repr(loss))
loss = keras.losses.dice(y_true, y_pred)
assert loss.shape == ()
print(repr(loss))
