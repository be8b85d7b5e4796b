# Guide: basics, section "Automatic differentiation"
import tensorflow as tf

x = tf.Variable(1.0)

def f(x):
  y = x**2 + 2*x - 5
  return y

print(f(x))

with tf.GradientTape() as tape:
  y = f(x)

g_x = tape.gradient(y, x)  # g(x) = dy/dx

print(g_x)
