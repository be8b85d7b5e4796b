# Source: the docstring of keras.src.ops.core.fori_loop (keras/src/ops/core.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
lower = 0
upper = 10
body_fun = lambda i, s: (i + 1, s + i)
init_val = 0
print(repr(keras.ops.fori_loop(lower, upper, body_fun, init_val)))
