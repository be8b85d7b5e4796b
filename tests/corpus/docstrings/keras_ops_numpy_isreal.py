# Source: the docstring of keras.src.ops.numpy.isreal (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
from keras import ops
x = ops.array([1+1j, 1+0j, 4.5, 3, 2, 2j], dtype="complex64")
print(repr(ops.isreal(x)))
