# Source: the docstring of tensorflow.python.ops.tensor_array_ops.TensorArray.stack (tensorflow/python/ops/tensor_array_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
ta = tf.TensorArray(tf.int32, size=3)
ta = ta.write(0, tf.constant([1, 2]))
ta = ta.write(1, tf.constant([3, 4]))
ta = ta.write(2, tf.constant([5, 6]))
print(repr(ta.stack()))
