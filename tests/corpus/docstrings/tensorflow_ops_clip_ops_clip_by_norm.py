# Source: the docstring of tensorflow.python.ops.clip_ops.clip_by_norm (tensorflow/python/ops/clip_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
some_nums = tf.constant([[1, 2, 3, 4, 5]], dtype=tf.float32)
print(repr(tf.clip_by_norm(some_nums, 2.0).numpy()))
