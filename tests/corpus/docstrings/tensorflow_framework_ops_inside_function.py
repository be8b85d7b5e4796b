# Source: the docstring of tensorflow.python.framework.ops.inside_function (tensorflow/python/framework/ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
print(repr(tf.inside_function()))
@tf.function
def f():
  print(tf.inside_function())
print(repr(f()))
