# Source: the docstring of tensorflow.python.ops.gen_math_ops.atan2 (tensorflow/python/ops/gen_math_ops.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = [1., 1.]
y = [1., -1.]
print((tf.math.atan2(y,x) * (180 / np.pi)).numpy())
