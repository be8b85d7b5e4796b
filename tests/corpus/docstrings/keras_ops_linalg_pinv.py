# Source: the docstring of keras.src.ops.linalg.pinv (keras/src/ops/linalg.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
a = keras.ops.convert_to_tensor([[1., 2.], [3., 4.], [5., 6.]])
print(repr(keras.ops.pinv(a) @ a))
