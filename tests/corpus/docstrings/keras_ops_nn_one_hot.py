# Source: the docstring of keras.src.ops.nn.one_hot (keras/src/ops/nn.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
from keras.ops import one_hot
x = keras.ops.convert_to_tensor([1, 3, 2, 0])
print(repr(one_hot(x, num_classes=4)))
