# Source: the docstring of keras.src.ops.nn.polar (keras/src/ops/nn.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
abs_ = keras.random.normal((1, 2))
angle = keras.random.normal((1, 2))
print(repr(keras.ops.nn.polar(abs_, angle).shape))
print(repr(keras.ops.nn.polar(abs_, angle)))
