# Source: the docstring of keras.src.losses.losses.MeanSquaredError (keras/src/losses/losses.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
y_true = keras.ops.array([1.0, 0.0, 1.0])
y_pred = keras.ops.array([0.9, 0.1, 0.8])
loss = keras.losses.MeanSquaredError()
print(repr(loss(y_true, y_pred)))
