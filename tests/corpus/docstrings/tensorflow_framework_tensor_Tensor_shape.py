# Source: the docstring of tensorflow.python.framework.tensor.Tensor.shape (tensorflow/python/framework/tensor.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
t = tf.constant([1,2,3,4,5])
print(repr(t.shape))
