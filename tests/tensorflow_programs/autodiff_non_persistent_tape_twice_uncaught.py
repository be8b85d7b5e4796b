# Guide: autodiff, section "Intermediate results" — a second gradient call on a non-persistent tape
# (ends in the RuntimeError)
import tensorflow as tf

x = tf.Variable(2.0)
with tf.GradientTape() as tape:
  y0 = x**2
  y1 = 1 / x

print(tape.gradient(y0, x).numpy())
print(tape.gradient(y1, x).numpy())
print("not reached")
