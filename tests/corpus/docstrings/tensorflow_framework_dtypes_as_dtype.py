# Source: the docstring of tensorflow.python.framework.dtypes.as_dtype (tensorflow/python/framework/dtypes.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
print(repr(tf.as_dtype(2)))
print(repr(tf.as_dtype('float')))
print(repr(tf.as_dtype(np.int32)))
