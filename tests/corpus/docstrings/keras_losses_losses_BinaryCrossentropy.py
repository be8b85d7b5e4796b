# Source: the docstring of keras.src.losses.losses.BinaryCrossentropy (keras/src/losses/losses.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
y_true = np.array([0, 1, 0, 0])
y_pred = np.array([-18.6, 0.51, 2.94, -12.8])
bce = keras.losses.BinaryCrossentropy(from_logits=True)
print(repr(bce(y_true, y_pred)))
y_true = np.array([[0, 1], [0, 0]])
y_pred = np.array([[-18.6, 0.51], [2.94, -12.8]])
bce = keras.losses.BinaryCrossentropy(from_logits=True)
print(repr(bce(y_true, y_pred)))
print(repr(bce(y_true, y_pred, sample_weight=[0.8, 0.2])))
bce = keras.losses.BinaryCrossentropy(from_logits=True,
    reduction="sum")
print(repr(bce(y_true, y_pred)))
bce = keras.losses.BinaryCrossentropy(from_logits=True,
    reduction=None)
print(repr(bce(y_true, y_pred)))
keras.losses.BinaryCrossentropy() # OR ...('from_logits=False')
y_pred = [0.6, 0.3, 0.2, 0.8] # OR [[0.6, 0.3], [0.2, 0.8]]
