# Source: the docstring of tensorflow.python.framework.type_spec.TypeSpec (tensorflow/python/framework/type_spec.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
spec = tf.TensorSpec(shape=[None, None], dtype=tf.int32)
@tf.function(input_signature=[spec])
def double(x):
  return x * 2
print(repr(double(tf.constant([[1, 2], [3, 4]]))))
