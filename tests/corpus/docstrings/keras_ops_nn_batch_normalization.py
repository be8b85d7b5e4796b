# Source: the docstring of keras.src.ops.nn.batch_normalization (keras/src/ops/nn.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = keras.ops.convert_to_tensor(
    [[0.1, 0.2, 0.3], [0.4, 0.5, 0.6], [0.7, 0.8, 0.9]]
)
print(repr(keras.ops.batch_normalization(
    x,
    mean=[0.4, 0.5, 0.6],
    variance=[0.67, 0.67, 0.67],
    axis=-1
)))
