# Source: the docstring of tensorflow.python.ops.custom_gradient.recompute_grad (tensorflow/python/ops/custom_gradient.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
y = tf.Variable(1.0)
def my_function(x):
  tf.print('running')
  z = x*y
  return z
my_function_recompute = tf.recompute_grad(my_function)
with tf.GradientTape() as tape:
  r = tf.constant(1.0)
  for i in range(4):
    r = my_function_recompute(r)
grad = tape.gradient(r, [y])
with tf.GradientTape() as tape:
  r = tf.constant(1.0)
  for i in range(4):
    r = my_function(r)
grad = tape.gradient(r, [y])
def print_running_and_return(x):
  tf.print("running")
  return x
model = tf.keras.Sequential([
  tf.keras.layers.Lambda(print_running_and_return),
  tf.keras.layers.Dense(2)
])
model_recompute = tf.recompute_grad(model)
with tf.GradientTape(persistent=True) as tape:
  r = tf.constant([[1,2]])
  for i in range(4):
    r = model_recompute(r)
grad = tape.gradient(r, model.variables)
grad = tape.gradient(r, model_recompute.__wrapped__.variables)
