# Source: the docstring of keras.src.ops.math.stft (keras/src/ops/math.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
from keras.ops import stft
x = keras.ops.convert_to_tensor([0.0, 1.0, 2.0, 3.0, 4.0])
print(repr(stft(x, 3, 2, 3)))
