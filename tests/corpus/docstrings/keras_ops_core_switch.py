# Source: the docstring of keras.src.ops.core.switch (keras/src/ops/core.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
add_fn = lambda x, y: x + y
subtract_fn = lambda x, y: x - y
x = keras.ops.array(2.0)
y = keras.ops.array(0.5)
branches = [add_fn, subtract_fn]
print(repr(keras.ops.switch(0, branches, x, y)))
print(repr(keras.ops.switch(1, branches, x, y)))
