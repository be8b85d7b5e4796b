# Source: the docstring of keras.src.ops.numpy.histogram (keras/src/ops/numpy.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
input_tensor = np.random.rand(8)
print(repr(keras.ops.histogram(input_tensor)))
