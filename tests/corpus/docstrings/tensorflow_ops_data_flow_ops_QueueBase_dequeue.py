# Source: the docstring of tensorflow.python.ops.data_flow_ops.QueueBase.dequeue (tensorflow/python/ops/data_flow_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
q = tf.queue.FIFOQueue(capacity=2, dtypes=tf.int32)
q.enqueue(1)
q.enqueue(2)
print(repr(q.dequeue()))
print(repr(q.dequeue()))
