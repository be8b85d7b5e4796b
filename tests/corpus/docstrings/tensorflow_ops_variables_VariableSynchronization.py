# Source: the docstring of tensorflow.python.ops.variables.VariableSynchronization (tensorflow/python/ops/variables.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
temp_grad=[tf.Variable([0.], trainable=False,
                     synchronization=tf.VariableSynchronization.ON_READ,
                     aggregation=tf.VariableAggregation.MEAN
                     )]
