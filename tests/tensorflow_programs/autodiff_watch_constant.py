# Guide: autodiff, section "Controlling what the tape watches" (tape.watch on a tensor)
import tensorflow as tf

x = tf.constant(3.0)
with tf.GradientTape() as tape:
  tape.watch(x)
  y = x**2

# dy = 2x * dx
dy_dx = tape.gradient(y, x)
print(dy_dx.numpy())
