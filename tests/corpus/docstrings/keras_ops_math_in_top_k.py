# Source: the docstring of keras.src.ops.math.in_top_k (keras/src/ops/math.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
from keras.ops import in_top_k
targets = keras.ops.convert_to_tensor([2, 5, 3])
predictions = keras.ops.convert_to_tensor(
[[0.1, 0.4, 0.6, 0.9, 0.5],
 [0.1, 0.7, 0.9, 0.8, 0.3],
 [0.1, 0.6, 0.9, 0.9, 0.5]])
print(repr(in_top_k(targets, predictions, k=3)))
