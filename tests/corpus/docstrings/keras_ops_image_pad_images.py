# Source: the docstring of keras.src.ops.image.pad_images (keras/src/ops/image.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
images = np.random.random((15, 25, 3))
padded_images = keras.ops.image.pad_images(
    images, 2, 3, target_height=20, target_width=30
)
print(repr(padded_images.shape))
batch_images = np.random.random((2, 15, 25, 3))
padded_batch = keras.ops.image.pad_images(
    batch_images, 2, 3, target_height=20, target_width=30
)
print(repr(padded_batch.shape))
