# Source: the docstring of keras.src.ops.image.ssim (keras/src/ops/image.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
import numpy as np
from keras import ops
image = np.random.random((32, 32, 3)).astype("float32")
ssim_value = ops.image.ssim(image, image, max_val=1.0)
print(repr(float(ssim_value) > 0.99))
images1 = np.random.random((2, 32, 32, 3)).astype("float32")
images2 = np.random.random((2, 32, 32, 3)).astype("float32")
ssim_values = ops.image.ssim(images1, images2, max_val=1.0)
print(repr(ssim_values.shape))
