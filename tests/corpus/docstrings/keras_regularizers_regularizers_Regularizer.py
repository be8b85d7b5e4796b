# Source: the docstring of keras.src.regularizers.regularizers.Regularizer (keras/src/regularizers/regularizers.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
from keras.layers import Dense
from keras.regularizers import L1
from keras.regularizers import L2
from keras.regularizers import Regularizer
keras.utils.set_random_seed(0)
layer = Dense(
    5, input_dim=5,
    kernel_initializer='ones',
    kernel_regularizer=L1(0.01),
    activity_regularizer=L2(0.01))
tensor = ops.ones(shape=(5, 5)) * 2.0
out = layer(tensor)
print(repr(ops.sum(layer.losses)))
regularizer = L2(2.)
tensor = ops.ones(shape=(5, 5))
print(repr(regularizer(tensor)))
def l1_reg(weight_matrix):
   return 0.01 * ops.sum(ops.absolute(weight_matrix))
layer = Dense(5, input_dim=5,
    kernel_initializer='ones', kernel_regularizer=l1_reg)
tensor = ops.ones(shape=(5, 5))
out = layer(tensor)
print(repr(layer.losses))
class L2Regularizer(Regularizer):
  def __init__(self, l2=0.):
    self.l2 = l2

  def __call__(self, x):
    return self.l2 * ops.sum(ops.square(x))

  def get_config(self):
    return {'l2': float(self.l2)}
layer = Dense(
  5, input_dim=5, kernel_initializer='ones',
  kernel_regularizer=L2Regularizer(l2=0.5))
tensor = ops.ones(shape=(5, 5))
out = layer(tensor)
print(repr(layer.losses))
