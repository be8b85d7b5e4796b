# Source: the docstring of tensorflow.python.ops.cond.cond_for_tf_v2 (tensorflow/python/ops/cond.py), tensorflow 2.21.0, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
@tf.function
def fun1(x,y):
  if x > 0:  # AutoGraph converts if-statement to tf.cond().
    z = y+1
  else:
    z = y-1
  return z
print(fun1(tf.constant(7), tf.constant(3)).numpy())
@tf.function
def fun2(x,y):
  pred = x > 0
  true_fn =  lambda: y+1
  false_fn = lambda: y-1
  return tf.cond(pred, true_fn, false_fn)  # Use tf.cond() explicitly.
print(fun1(tf.constant(7), tf.constant(3)).numpy())
x, y = tf.constant(2, dtype=tf.int32), tf.constant(4, dtype=tf.int32)
z = tf.multiply(x, y)
r = tf.cond(x < y, lambda: tf.add(x, z), lambda: tf.square(y))
print(r.numpy())
x = tf.constant(2)
y = tf.constant(5)
def f1(): return tf.multiply(x, 7)
def f2(): return tf.add(y, 3)
r = tf.cond(tf.less(x, y), f1, f2)
print(r.numpy())
