# Source: the docstring of tensorflow.python.module.module.Module.submodules (tensorflow/python/module/module.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
a = tf.Module()
b = tf.Module()
c = tf.Module()
a.b = b
b.c = c
print(repr(list(a.submodules) == [b, c]))
print(repr(list(b.submodules) == [c]))
print(repr(list(c.submodules) == []))
