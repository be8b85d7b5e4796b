# Source: the docstring of tensorflow.python.ops.array_ops.split (tensorflow/python/ops/array_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
x = tf.Variable(tf.random.uniform([5, 30], -1, 1))
s0, s1, s2 = tf.split(x, num_or_size_splits=3, axis=1)
print(repr(tf.shape(s0).numpy()))
split0, split1, split2 = tf.split(x, [4, 15, 11], 1)
print(repr(tf.shape(split0).numpy()))
print(repr(tf.shape(split1).numpy()))
print(repr(tf.shape(split2).numpy()))
