# Source: the docstring of tensorflow.python.ops.linalg.linalg_impl.banded_triangular_solve (tensorflow/python/ops/linalg/linalg_impl.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
x = [[2., 3., 4.], [1., 2., 3.]]
x2 = [[2., 3., 4.], [10000., 2., 3.]]
y = tf.zeros([3, 3])
z = tf.linalg.set_diag(y, x, align='LEFT_RIGHT', k=(-1, 0))
print(repr(z))
soln = tf.linalg.banded_triangular_solve(x, tf.ones([3, 1]))
print(repr(soln))
are_equal = soln == tf.linalg.banded_triangular_solve(x2, tf.ones([3, 1]))
print(tf.reduce_all(are_equal).numpy())
are_equal = soln == tf.linalg.triangular_solve(z, tf.ones([3, 1]))
print(tf.reduce_all(are_equal).numpy())
x = [[2., 3., 4., 5.], [-1., -2., -3., -4.]]
y = tf.zeros([4, 4])
z = tf.linalg.set_diag(y, x, align='LEFT_RIGHT', k=(0, 1))
print(repr(z))
soln = tf.linalg.banded_triangular_solve(x, tf.ones([4, 1]), lower=False)
print(repr(soln))
are_equal = (soln == tf.linalg.triangular_solve(
  z, tf.ones([4, 1]), lower=False))
print(tf.reduce_all(are_equal).numpy())
