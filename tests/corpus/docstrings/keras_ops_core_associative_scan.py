# Source: the docstring of keras.src.ops.core.associative_scan (keras/src/ops/core.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
sum_fn = lambda x, y: x + y
xs = keras.ops.arange(5)
ys = keras.ops.associative_scan(sum_fn, xs, axis=0)
print(repr(ys))
sum_fn = lambda x, y: [x[0] + y[0], x[1] + y[1], x[2] + y[2]]
xs = [keras.ops.array([1, 2]) for _ in range(3)]
ys = keras.ops.associative_scan(sum_fn, xs, axis=0)
print(repr(ys))
