# grad_fn must give one gradient per (flattened) positional argument: TensorFlow's ValueError when the backward
# pass calls it.
import tensorflow as tf


@tf.custom_gradient
def product(a, b):
  def grad(upstream):
    return upstream * b   # one gradient for two arguments
  return a * b, grad


a = tf.constant(2.0)
b = tf.constant(3.0)
with tf.GradientTape() as tape:
  tape.watch(a)
  z = product(a, b)
print(z)
print(tape.gradient(z, a))
