# Guide: autodiff (Introduction to gradients and automatic differentiation), section "Gradient tapes"
import tensorflow as tf

x = tf.Variable(3.0)

with tf.GradientTape() as tape:
  y = x**2

# dy = 2x * dx
dy_dx = tape.gradient(y, x)
print(dy_dx.numpy())
print(dy_dx)
