# Source: the docstring of tensorflow.python.ops.nn_ops.softmax_cross_entropy_with_logits_v2 (tensorflow/python/ops/nn_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
logits = [[4.0, 2.0, 1.0], [0.0, 5.0, 1.0]]
labels = [[1.0, 0.0, 0.0], [0.0, 0.8, 0.2]]
print(repr(tf.nn.softmax_cross_entropy_with_logits(labels=labels, logits=logits)))
