# An error inside grad_fn is raised when the gradient is taken, at its line.
import tensorflow as tf


@tf.custom_gradient
def broken(x):
  def grad(upstream):
    return upstream + tf.constant([1.0, 2.0, 3.0])
  return x * 2.0, grad


x = tf.constant([1.0, 2.0])
with tf.GradientTape() as tape:
  tape.watch(x)
  y = broken(x)
print(y)
print(tape.gradient(y, x))
