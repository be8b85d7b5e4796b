# Guide: autodiff, section "Cases where gradient returns None" (unconnected source)
import tensorflow as tf

x = tf.Variable(2.)
y = tf.Variable(3.)

with tf.GradientTape() as tape:
  z = y * y
print(tape.gradient(z, x))
