# tf.custom_gradient with two inputs: grad_fn returns a tuple, a list, or None for an input it gives no gradient.
import tensorflow as tf


@tf.custom_gradient
def scaled_product(a, b):
  def grad(upstream):
    return upstream * b * 10.0, None   # no gradient for b
  return a * b, grad


@tf.custom_gradient
def product(a, b):
  def grad(upstream):
    return [upstream * b, upstream * a]
  return a * b, grad


a = tf.constant([1.0, 2.0])
b = tf.constant([3.0, 4.0])
with tf.GradientTape(persistent=True) as tape:
  tape.watch([a, b])
  p = scaled_product(a, b)
  q = product(a, b)
  both = scaled_product(a, b) + product(a, b)

print(tape.gradient(p, [a, b]))
print(tape.gradient(q, [a, b]))
print(tape.gradient(both, [a, b]))
print(tape.gradient(p, b, unconnected_gradients=tf.UnconnectedGradients.ZERO))
