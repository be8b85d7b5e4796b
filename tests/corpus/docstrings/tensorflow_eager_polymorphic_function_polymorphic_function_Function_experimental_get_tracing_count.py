# Source: the docstring of tensorflow.python.eager.polymorphic_function.polymorphic_function.Function.experimental_get_tracing_count (tensorflow/python/eager/polymorphic_function/polymorphic_function.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
@tf.function
def double(a):
  return a + a
double(tf.constant(1))
double(tf.constant(2))
print(repr(double.experimental_get_tracing_count()))
double(tf.constant("a"))
print(repr(double.experimental_get_tracing_count()))
