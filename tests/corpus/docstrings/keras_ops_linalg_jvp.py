# Source: the docstring of keras.src.ops.linalg.jvp (keras/src/ops/linalg.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
from keras import ops
a1, a2 = ops.convert_to_tensor(0.1), ops.convert_to_tensor(0.2)
primals, tangents = ops.jvp(ops.sin, (a1,), (a2,))
print(repr(primals))
print(repr(tangents))
