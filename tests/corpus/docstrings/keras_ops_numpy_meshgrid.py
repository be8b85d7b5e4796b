# Source: the docstring of keras.src.ops.numpy.meshgrid (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
from keras.src import ops
x = ops.array([1, 2, 3])
y = ops.array([4, 5, 6])
grid_x, grid_y = ops.meshgrid(x, y, indexing="ij")
print(repr(grid_x))
print(repr(grid_y))
