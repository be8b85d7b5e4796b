# Source: the docstring of keras.src.losses.losses.BinaryFocalCrossentropy (keras/src/losses/losses.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
y_true = np.array([0, 1, 0, 0])
y_pred = np.array([-18.6, 0.51, 2.94, -12.8])
loss = keras.losses.BinaryFocalCrossentropy(
   gamma=2, from_logits=True)
print(repr(loss(y_true, y_pred)))
loss = keras.losses.BinaryFocalCrossentropy(
    apply_class_balancing=True, gamma=2, from_logits=True)
print(repr(loss(y_true, y_pred)))
y_true = np.array([[0, 1], [0, 0]])
y_pred = np.array([[-18.6, 0.51], [2.94, -12.8]])
loss = keras.losses.BinaryFocalCrossentropy(
    gamma=3, from_logits=True)
print(repr(loss(y_true, y_pred)))
loss = keras.losses.BinaryFocalCrossentropy(
     apply_class_balancing=True, gamma=3, from_logits=True)
print(repr(loss(y_true, y_pred)))
loss = keras.losses.BinaryFocalCrossentropy(
    gamma=3, from_logits=True)
print(repr(loss(y_true, y_pred, sample_weight=[0.8, 0.2])))
loss = keras.losses.BinaryFocalCrossentropy(
     apply_class_balancing=True, gamma=3, from_logits=True)
print(repr(loss(y_true, y_pred, sample_weight=[0.8, 0.2])))
loss = keras.losses.BinaryFocalCrossentropy(
    gamma=4, from_logits=True,
    reduction="sum")
print(repr(loss(y_true, y_pred)))
loss = keras.losses.BinaryFocalCrossentropy(
    apply_class_balancing=True, gamma=4, from_logits=True,
    reduction="sum")
print(repr(loss(y_true, y_pred)))
loss = keras.losses.BinaryFocalCrossentropy(
    gamma=5, from_logits=True,
    reduction=None)
print(repr(loss(y_true, y_pred)))
loss = keras.losses.BinaryFocalCrossentropy(
    apply_class_balancing=True, gamma=5, from_logits=True,
    reduction=None)
print(repr(loss(y_true, y_pred)))
