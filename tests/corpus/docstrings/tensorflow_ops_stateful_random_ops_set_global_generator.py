# Source: the docstring of tensorflow.python.ops.stateful_random_ops.set_global_generator (tensorflow/python/ops/stateful_random_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
rng = tf.random.get_global_generator()
rng.reset_from_seed(30)
