# Source: the docstring of keras.src.ops.image.sobel_edges (keras/src/ops/image.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
import numpy as np
from keras import ops
image = np.zeros((1, 8, 8, 1), dtype="float32")
image[0, :, 4:, 0] = 1.0
edges = ops.image.sobel_edges(image)
print(repr(edges.shape))
