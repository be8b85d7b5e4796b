# Source: the docstring of keras.src.constraints.constraints.Constraint (keras/src/constraints/constraints.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
class NonNegative(keras.constraints.Constraint):

 def __call__(self, w):
   return w * ops.cast(ops.greater_equal(w, 0.), dtype=w.dtype)
weight = ops.convert_to_tensor((-1.0, 1.0))
print(repr(NonNegative()(weight)))
keras.layers.Dense(4, kernel_constraint=NonNegative())
