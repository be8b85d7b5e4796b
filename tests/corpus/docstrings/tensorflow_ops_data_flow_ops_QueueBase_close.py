# Source: the docstring of tensorflow.python.ops.data_flow_ops.QueueBase.close (tensorflow/python/ops/data_flow_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
q = tf.queue.FIFOQueue(capacity=3, dtypes=tf.int32)
print(repr(q.is_closed()))
q.close()
print(repr(q.is_closed()))
