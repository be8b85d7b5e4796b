# Source: the docstring of tensorflow.python.ops.nn_ops.in_top_k_v2 (tensorflow/python/ops/nn_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
target = tf.constant([0, 1, 3])
pred = tf.constant([
 [1.2, -0.3, 2.8, 5.2],
 [0.1, 0.0, 0.0, 0.0],
 [0.0, 0.5, 0.3, 0.3]],
 dtype=tf.float32)
print(tf.math.in_top_k(target, pred, 2))
