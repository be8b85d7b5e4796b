# Source: the docstring of tensorflow.python.ops.data_flow_ops.QueueBase.size (tensorflow/python/ops/data_flow_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
q = tf.queue.FIFOQueue(capacity=10, dtypes=tf.int32)
q.enqueue_many(tf.constant([1, 2, 3, 4], dtype=tf.int32))
print(repr(q.size()))
