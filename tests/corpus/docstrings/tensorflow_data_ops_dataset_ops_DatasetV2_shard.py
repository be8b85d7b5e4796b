# Source: the docstring of tensorflow.python.data.ops.dataset_ops.DatasetV2.shard (tensorflow/python/data/ops/dataset_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
A = tf.data.Dataset.range(10)
B = A.shard(num_shards=3, index=0)
print(repr([a.item() for a in B.as_numpy_iterator()]))
C = A.shard(num_shards=3, index=1)
print(repr([a.item() for a in C.as_numpy_iterator()]))
D = A.shard(num_shards=3, index=2)
print(repr([a.item() for a in D.as_numpy_iterator()]))
