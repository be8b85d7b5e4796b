# Source: the docstring of keras.src.ops.numpy.rad2deg (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
from keras import ops
print(repr(ops.rad2deg(3.141592653589793)))
print(repr(ops.rad2deg([0.0, 1.57079633, 3.14159265])))
