# Guide: function, section "AutoGraph transformations" (a while loop on a tensor condition)
# Adapted: a fixed input instead of tf.random.uniform; tf.print writes to sys.stdout.
import sys
import tensorflow as tf

@tf.function
def f(x):
  while tf.reduce_sum(x) > 1:
    tf.print(x, output_stream=sys.stdout)
    x = tf.tanh(x)
  return x

print(f(tf.constant([0.9, 0.5, 0.7, 0.2, 0.4])))
