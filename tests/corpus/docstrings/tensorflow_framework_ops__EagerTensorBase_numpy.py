# Source: the docstring of tensorflow.python.framework.ops._EagerTensorBase.numpy (tensorflow/python/framework/ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
t = tf.constant([42])
print(repr(np.asarray(memoryview(t))))
