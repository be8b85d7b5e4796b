# Source: the docstring of tensorflow.python.ops.array_ops.expand_dims (tensorflow/python/ops/array_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
image = tf.zeros([10,10,3])
print(repr(tf.expand_dims(image, axis=0).shape.as_list()))
print(repr(tf.expand_dims(image, axis=1).shape.as_list()))
print(repr(tf.expand_dims(image, -1).shape.as_list()))
