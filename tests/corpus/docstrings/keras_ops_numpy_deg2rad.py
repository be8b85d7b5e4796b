# Source: the docstring of keras.src.ops.numpy.deg2rad (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
from keras import ops
print(repr(ops.deg2rad(180.0)))
print(repr(ops.deg2rad([0.0, 90.0, 180.0])))
