# Source: the docstring of keras.src.ops.linalg.qr (keras/src/ops/linalg.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
from keras.ops import qr
x = keras.ops.convert_to_tensor([[1., 2.], [3., 4.], [5., 6.]])
q, r = qr(x)
print(q)
