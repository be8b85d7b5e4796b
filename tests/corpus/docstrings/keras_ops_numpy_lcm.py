# Source: the docstring of keras.src.ops.numpy.lcm (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x1 = keras.ops.convert_to_tensor([2, 3, 4])
x2 = keras.ops.convert_to_tensor([5, 6, 7])
print(repr(keras.ops.lcm(x1, x2)))
