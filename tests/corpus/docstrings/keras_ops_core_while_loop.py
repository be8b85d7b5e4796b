# Source: the docstring of keras.src.ops.core.while_loop (keras/src/ops/core.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
i = 0
cond = lambda i: i < 10
body = lambda i: i + 1
print(repr(keras.ops.while_loop(cond, body, i)))
x, y = 0, 1
cond = lambda x, y: x < 10
body = lambda x, y: (x + 1, y + 1)
print(repr(keras.ops.while_loop(cond, body, (x, y))))
