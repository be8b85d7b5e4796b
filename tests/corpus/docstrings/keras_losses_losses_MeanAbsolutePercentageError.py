# Source: the docstring of keras.src.losses.losses.MeanAbsolutePercentageError (keras/src/losses/losses.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
y_true = keras.ops.array([100.0, 200.0, 300.0])
y_pred = keras.ops.array([90.0, 210.0, 310.0])
loss = keras.losses.MeanAbsolutePercentageError()
print(repr(loss(y_true, y_pred)))
