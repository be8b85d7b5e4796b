# Source: the docstring of keras.src.ops.math.erfinv (keras/src/ops/math.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = np.array([-0.5, -0.2, -0.1, 0.0, 0.3])
print(repr(keras.ops.erfinv(x)))
