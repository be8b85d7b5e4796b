# Source: the docstring of tensorflow.python.ops.nn_ops.stateless_dropout (tensorflow/python/ops/nn_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
x = tf.ones([3,5])
print(repr(tf.nn.experimental.stateless_dropout(x, rate=0.5, seed=[1, 0])))
x = tf.ones([3,5])
print(repr(tf.nn.experimental.stateless_dropout(x, rate=0.8, seed=[1, 0])))
print(repr(tf.nn.experimental.stateless_dropout(x, rate=0.0, seed=[1, 0]) == x))
x = tf.ones([3,5])
print(repr(tf.nn.experimental.stateless_dropout(x, rate=0.8, seed=[1, 0])))
print(repr(tf.nn.experimental.stateless_dropout(x, rate=0.8, seed=[1, 0])))
print(repr(tf.nn.experimental.stateless_dropout(x, rate=0.8, seed=[2, 0])))
print(repr(tf.nn.experimental.stateless_dropout(x, rate=0.8, seed=[2, 0])))
tf.random.set_seed(0)
x = tf.ones([3,5])
print(repr(tf.nn.dropout(x, rate=0.8, seed=1)))
print(repr(tf.nn.dropout(x, rate=0.8, seed=1)))
print(repr(tf.nn.dropout(x, rate=0.8, seed=2)))
print(repr(tf.nn.dropout(x, rate=0.8, seed=2)))
x = tf.ones([3,10])
print(repr(tf.nn.experimental.stateless_dropout(x, rate=2/3, noise_shape=[1,10],
                                     seed=[1, 0])))
