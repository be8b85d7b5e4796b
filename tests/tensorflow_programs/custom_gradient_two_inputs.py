# Source: tf.custom_gradient API documentation (function of two inputs, z = x * y)
import tensorflow as tf

@tf.custom_gradient
def bar(x, y):
  def grad(upstream):
    dz_dx = y
    dz_dy = x
    return upstream * dz_dx, upstream * dz_dy
  z = x * y
  return z, grad

x = tf.constant(2.0, dtype=tf.float32)
y = tf.constant(3.0, dtype=tf.float32)

with tf.GradientTape(persistent=True) as tape:
  tape.watch(x)
  tape.watch(y)
  z = bar(x, y)
  w = 3.0 * z

print(z)
print(tape.gradient(z, x))
print(tape.gradient(z, y))
print(tape.gradient(w, [x, y]))
print(tape.gradient(3.0 * z, x))  # computed outside the tape: None
