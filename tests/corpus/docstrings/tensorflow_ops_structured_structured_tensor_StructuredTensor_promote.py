# Source: the docstring of tensorflow.python.ops.structured.structured_tensor.StructuredTensor.promote (tensorflow/python/ops/structured/structured_tensor.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
d = [
 {'docs': [{'tokens':[1, 2]}, {'tokens':[3]}]},
 {'docs': [{'tokens':[7]}]}]
st = tf.experimental.StructuredTensor.from_pyval(d)
st2 =st.promote(('docs','tokens'), 'docs_tokens')
print(repr(st2[0]['docs_tokens']))
print(repr(st2[1]['docs_tokens']))
