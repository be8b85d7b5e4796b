# Source: the docstring of tensorflow.python.ops.gen_math_ops.segment_min (tensorflow/python/ops/gen_math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
c = tf.constant([[1,2,3,4], [4, 3, 2, 1], [5,6,7,8]])
print(repr(tf.math.segment_min(c, tf.constant([0, 0, 1])).numpy()))
