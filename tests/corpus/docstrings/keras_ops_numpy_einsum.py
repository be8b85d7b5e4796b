# Source: the docstring of keras.src.ops.numpy.einsum (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
from keras.src import ops
a = ops.arange(25).reshape(5, 5)
b = ops.arange(5)
c = ops.arange(6).reshape(2, 3)
print(repr(ops.einsum("ii", a)))
print(repr(ops.einsum(a, [0, 0])))
print(repr(ops.trace(a)))
print(repr(ops.einsum("ii -> i", a)))
print(repr(ops.einsum(a, [0, 0], [0])))
print(repr(ops.diag(a)))
print(repr(ops.einsum("ij -> i", a)))
print(repr(ops.einsum(a, [0, 1], [0])))
print(repr(ops.sum(a, axis=1)))
print(repr(ops.einsum("...j -> ...", a)))
print(repr(np.einsum(a, [..., 1], [...])))
print(repr(ops.einsum("ji", c)))
print(repr(ops.einsum("ij -> ji", c)))
print(repr(ops.einsum(c, [1, 0])))
print(repr(ops.transpose(c)))
print(repr(ops.einsum("ij, j", a, b)))
print(repr(ops.einsum(a, [0, 1], b, [1])))
print(repr(ops.einsum("...j, j", a, b)))
