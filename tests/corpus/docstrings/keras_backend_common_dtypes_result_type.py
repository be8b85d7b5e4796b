# Source: the docstring of keras.src.backend.common.dtypes.result_type (keras/src/backend/common/dtypes.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = keras.ops.ones((1,), dtype="bfloat16")
print(repr(keras.backend.result_type(x.dtype, int)))
x = keras.ops.ones((1,), dtype="int32")
y = keras.ops.ones((1,), dtype="float32")
print(repr(keras.backend.result_type(x.dtype, y.dtype)))
z= keras.ops.ones((1,), dtype='complex64')
print(repr(keras.backend.result_type(z.dtype, int)))
