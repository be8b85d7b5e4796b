# Guide: autodiff (gradients follow the source dtype) — gradients for float64 and float16 sources
import tensorflow as tf

x64 = tf.Variable(2.0, dtype=tf.float64)
x16 = tf.Variable(2.0, dtype=tf.float16)
with tf.GradientTape(persistent=True) as tape:
  y64 = tf.sin(x64) * x64 ** 3
  y16 = tf.sin(x16) * x16 ** 3

g64 = tape.gradient(y64, x64)
g16 = tape.gradient(y16, x16)
print(g64)
print(g16)
print(g64.dtype, g16.dtype)
print(y64.numpy(), y16.numpy())
print(tf.cast(g16, tf.float64) - g64)
