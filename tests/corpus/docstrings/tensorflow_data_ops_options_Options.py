# Source: the docstring of tensorflow.python.data.ops.options.Options (tensorflow/python/data/ops/options.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
dataset = tf.data.Dataset.range(42)
options = tf.data.Options()
options.deterministic = False
dataset = dataset.with_options(options)
print(dataset.options().deterministic)
