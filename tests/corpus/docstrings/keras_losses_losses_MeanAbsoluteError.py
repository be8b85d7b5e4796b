# Source: the docstring of keras.src.losses.losses.MeanAbsoluteError (keras/src/losses/losses.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
y_true = keras.ops.array([1.0, 0.3, 1.0])
y_pred = keras.ops.array([1.9, 0.3, 1.8])
loss = keras.losses.MeanAbsoluteError()
print(repr(loss(y_true, y_pred)))
