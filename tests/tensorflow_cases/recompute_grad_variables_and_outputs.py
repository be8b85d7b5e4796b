# tf.recompute_grad: the function runs without recording, and again in the backward pass; gradients reach
# the variables it reads, keyword arguments are passed again, and several outputs each get their gradient.
import tensorflow as tf

weight = tf.Variable(1.5)


def block(x, scale=1.0):
  print("running block")
  return tf.sin(x) * x * weight * scale


def two(a, b):
  return a * b, a + b


recomputed = tf.recompute_grad(block)
recomputed_two = tf.recompute_grad(two)
x = tf.constant([2.0, 3.0])
y = tf.constant(4.0)
with tf.GradientTape(persistent=True) as tape:
  tape.watch([x, y])
  z = recomputed(x, scale=2.0)
  p, q = recomputed_two(x, y)
print(z)
print(tape.gradient(z, [x, weight]))
print(tape.gradient(p, [x, y]))
print(tape.gradient([p, q], [x, y]))
