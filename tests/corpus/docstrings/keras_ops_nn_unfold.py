# Source: the docstring of keras.src.ops.nn.unfold (keras/src/ops/nn.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = keras.ops.ones((1, 2, 4, 4))
patches = keras.ops.unfold(x, kernel_size=2, stride=2)
print(repr(patches.shape))
