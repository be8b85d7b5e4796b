# Guide: autodiff, "Cases where gradient returns None", 1. Replaced a variable with a tensor
import tensorflow as tf

x = tf.Variable(2.0)

for epoch in range(2):
  with tf.GradientTape() as tape:
    y = x+1

  print(type(x).__name__, ":", tape.gradient(y, x))
  x = x + 1   # This should be `x.assign_add(1)`
