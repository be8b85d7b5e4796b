# Source: the docstring of keras.src.ops.image.rgb_to_grayscale (keras/src/ops/image.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
import numpy as np
from keras import ops
x = np.random.random((2, 4, 4, 3))
y = ops.image.rgb_to_grayscale(x)
print(repr(y.shape))
x = np.random.random((4, 4, 3)) # Single RGB image
y = ops.image.rgb_to_grayscale(x)
print(repr(y.shape))
x = np.random.random((2, 3, 4, 4))
y = ops.image.rgb_to_grayscale(x, data_format="channels_first")
print(repr(y.shape))
