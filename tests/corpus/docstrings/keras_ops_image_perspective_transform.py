# Source: the docstring of keras.src.ops.image.perspective_transform (keras/src/ops/image.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
x = np.random.random((2, 64, 80, 3))  # batch of 2 RGB images
start_points = np.array(
    [
        [[0, 0], [0, 64], [80, 0], [80, 64]],
        [[0, 0], [0, 64], [80, 0], [80, 64]],
    ]
)
end_points = np.array(
    [
        [[3, 5], [7, 64], [76, -10], [84, 61]],
        [[8, 10], [10, 61], [65, 3], [88, 43]],
    ]
)
y = keras.ops.image.perspective_transform(x, start_points, end_points)
print(repr(y.shape))
x = np.random.random((64, 80, 3))  # single RGB image
start_points = np.array([[0, 0], [0, 64], [80, 0], [80, 64]])
end_points = np.array([[3, 5], [7, 64], [76, -10], [84, 61]])
y = keras.ops.image.perspective_transform(x, start_points, end_points)
print(repr(y.shape))
x = np.random.random((2, 3, 64, 80))  # batch of 2 RGB images
start_points = np.array(
    [
        [[0, 0], [0, 64], [80, 0], [80, 64]],
        [[0, 0], [0, 64], [80, 0], [80, 64]],
    ]
)
end_points = np.array(
    [
        [[3, 5], [7, 64], [76, -10], [84, 61]],
        [[8, 10], [10, 61], [65, 3], [88, 43]],
    ]
)
y = keras.ops.image.perspective_transform(
    x, start_points, end_points, data_format="channels_first"
)
print(repr(y.shape))
