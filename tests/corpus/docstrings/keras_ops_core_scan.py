# Source: the docstring of keras.src.ops.core.scan (keras/src/ops/core.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
sum_fn = lambda c, x: (c + x, c + x)
init = keras.ops.array(0)
xs = keras.ops.array([1, 2, 3, 4, 5])
carry, result = keras.ops.scan(sum_fn, init, xs)
print(repr(carry))
print(repr(result))
