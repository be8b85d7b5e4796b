# Source: the docstring of tensorflow.python.ops.stateless_random_ops.split (tensorflow/python/ops/stateless_random_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
seed = [1, 2]
new_seeds = tf.random.split(seed, num=3)
print(new_seeds)
print(repr(tf.random.stateless_normal(shape=[3], seed=new_seeds[0, :])))
