# jacobian and batch_jacobian through a custom gradient that is not elementwise: grad_fn is called for one
# row of the jacobian at a time, as TensorFlow's custom gradient takes one upstream gradient; and through
# tf.recompute_grad.
import tensorflow as tf


@tf.custom_gradient
def mixed(x):
  def grad(upstream):
    return upstream * 2.0 + tf.reduce_sum(upstream, axis=-1, keepdims=True)
  return x * 1.0, grad


def block(x):
  return tf.sin(x) * x


x = tf.constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
with tf.GradientTape(persistent=True) as tape:
  tape.watch(x)
  y = mixed(x)
  z = tf.reduce_sum(mixed(x) ** 2, axis=1)
  r = tf.recompute_grad(block)(x)

print(tape.jacobian(y, x).numpy().reshape(6, 6))
print(tape.batch_jacobian(y, x).numpy())
print(tape.jacobian(z, x).numpy())
print(tape.gradient(y, x).numpy())
print(tape.batch_jacobian(r, x).numpy())
