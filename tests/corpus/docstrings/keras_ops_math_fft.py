# Source: the docstring of keras.src.ops.math.fft (keras/src/ops/math.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
from keras.ops import fft
x = (
    keras.ops.convert_to_tensor([1., 2.]),
    keras.ops.convert_to_tensor([0., 1.]),
)
print(repr(fft(x)))
