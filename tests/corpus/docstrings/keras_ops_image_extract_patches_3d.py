# Source: the docstring of keras.src.ops.image.extract_patches_3d (keras/src/ops/image.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
import numpy as np
import keras
volumes = np.random.random(
    (2, 10, 10, 10, 3)
).astype("float32") # batch of 2 volumes
patches = keras.ops.image.extract_patches_3d(volumes, (3, 3, 3))
print(repr(patches.shape))
volume = np.random.random((10, 10, 10, 3)).astype("float32") # 1 volume
patches = keras.ops.image.extract_patches_3d(volume, (3, 3, 3))
print(repr(patches.shape))
