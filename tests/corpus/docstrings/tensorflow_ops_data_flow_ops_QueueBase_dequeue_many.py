# Source: the docstring of tensorflow.python.ops.data_flow_ops.QueueBase.dequeue_many (tensorflow/python/ops/data_flow_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
q = tf.queue.FIFOQueue(10, tf.int32, shapes=tf.TensorShape(2))
q.enqueue(tf.constant([1, 2], dtype=tf.int32, shape=(2)))
q.enqueue(tf.constant([3, 4], dtype=tf.int32, shape=(2)))
q.enqueue(tf.constant([5, 6], dtype=tf.int32, shape=(2)))
q.enqueue(tf.constant([7, 8], dtype=tf.int32, shape=(2)))
print(repr(q.dequeue_many(3)))
