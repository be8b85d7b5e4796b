# Source: the docstring of keras.src.ops.numpy.isin (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
from keras import ops
x1 = ops.array([0, 1, 2, 5])
x2 = ops.array([0, 2])
result = ops.isin(x1, x2)
