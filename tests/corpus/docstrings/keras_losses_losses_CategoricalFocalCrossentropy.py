# Source: the docstring of keras.src.losses.losses.CategoricalFocalCrossentropy (keras/src/losses/losses.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
y_true = [[0., 1., 0.], [0., 0., 1.]]
y_pred = [[0.05, 0.95, 0], [0.1, 0.8, 0.1]]
cce = keras.losses.CategoricalFocalCrossentropy()
print(repr(cce(y_true, y_pred)))
print(repr(cce(y_true, y_pred, sample_weight=np.array([0.3, 0.7]))))
cce = keras.losses.CategoricalFocalCrossentropy(
    reduction="sum")
print(repr(cce(y_true, y_pred)))
cce = keras.losses.CategoricalFocalCrossentropy(
    reduction=None)
print(repr(cce(y_true, y_pred)))
