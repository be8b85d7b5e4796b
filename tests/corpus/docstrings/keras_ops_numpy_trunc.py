# Source: the docstring of keras.src.ops.numpy.trunc (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = ops.array([-1.7, -1.5, -0.2, 0.2, 1.5, 1.7, 2.0])
print(repr(ops.trunc(x)))
