# Source: the docstring of tensorflow.python.ops.gen_math_ops.square (tensorflow/python/ops/gen_math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
print(repr(tf.math.square([-2., 0., 3.])))
