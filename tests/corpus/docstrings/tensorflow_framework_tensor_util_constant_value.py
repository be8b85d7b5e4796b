# Source: the docstring of tensorflow.python.framework.tensor_util.constant_value (tensorflow/python/framework/tensor_util.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
a = tf.constant(10)
print(tf.get_static_value(a))
b = tf.constant(20)
print(tf.get_static_value(tf.add(a, b)))
c = tf.Variable(30)
print(tf.get_static_value(c))
