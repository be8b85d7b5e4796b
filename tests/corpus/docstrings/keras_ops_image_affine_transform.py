# Source: the docstring of keras.src.ops.image.affine_transform (keras/src/ops/image.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
x = np.random.random((2, 64, 80, 3)) # batch of 2 RGB images
transform = np.array(
    [
        [1.5, 0, -20, 0, 1.5, -16, 0, 0],  # zoom
        [1, 0, -20, 0, 1, -16, 0, 0],  # translation
    ]
)
y = keras.ops.image.affine_transform(x, transform)
print(repr(y.shape))
x = np.random.random((64, 80, 3)) # single RGB image
transform = np.array([1.0, 0.5, -20, 0.5, 1.0, -16, 0, 0])  # shear
y = keras.ops.image.affine_transform(x, transform)
print(repr(y.shape))
x = np.random.random((2, 3, 64, 80)) # batch of 2 RGB images
transform = np.array(
    [
        [1.5, 0, -20, 0, 1.5, -16, 0, 0],  # zoom
        [1, 0, -20, 0, 1, -16, 0, 0],  # translation
    ]
)
y = keras.ops.image.affine_transform(x, transform,
    data_format="channels_first")
print(repr(y.shape))
