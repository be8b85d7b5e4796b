# Source: the docstring of keras.src.ops.numpy.empty_like (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
from keras import ops
x = ops.ones((2, 3), dtype="float32")
y = ops.empty_like(x)
print(repr(y.shape))
print(repr(y.dtype))
