# Source: the docstring of tensorflow.python.ops.structured.structured_tensor.StructuredTensor.merge_dims (tensorflow/python/ops/structured/structured_tensor.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
st = tf.experimental.StructuredTensor.from_pyval(
    [[{'foo': 12}, {'foo': 33}], [], [{'foo': 99}]])
print(repr(st.merge_dims(0, 1)))
