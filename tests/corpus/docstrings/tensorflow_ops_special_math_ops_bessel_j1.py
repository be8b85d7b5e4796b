# Source: the docstring of tensorflow.python.ops.special_math_ops.bessel_j1 (tensorflow/python/ops/special_math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
print(repr(tf.math.special.bessel_j1([0.5, 1., 2., 4.]).numpy()))
