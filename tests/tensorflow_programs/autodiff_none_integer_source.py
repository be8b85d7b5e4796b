# Guide: autodiff, "Cases where gradient returns None", 3. Took gradients through an integer
import tensorflow as tf

x = tf.constant(10)

with tf.GradientTape() as g:
  g.watch(x)
  y = x * x

print(y)
print(g.gradient(y, x))
