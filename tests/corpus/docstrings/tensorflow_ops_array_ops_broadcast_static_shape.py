# Source: the docstring of tensorflow.python.ops.array_ops.broadcast_static_shape (tensorflow/python/ops/array_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
shape_x = tf.TensorShape([1, 2, 3])
shape_y = tf.TensorShape([5, 1 ,3])
print(repr(tf.broadcast_static_shape(shape_x, shape_y)))
