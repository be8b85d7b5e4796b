# Source: tf.custom_gradient API documentation, combined with advanced_autodiff "Jacobians" and
# "Batch Jacobian": jacobian and batch_jacobian through a function with a custom gradient.
import tensorflow as tf

@tf.custom_gradient
def scaled_tanh(x):
  y = tf.tanh(x)
  def grad(upstream):
    return upstream * (1 - y * y) * 0.5   # deliberately half the true gradient
  return y, grad

x = tf.constant([[0.0, 0.5], [1.0, -1.0], [2.0, 0.25]])
with tf.GradientTape(persistent=True) as tape:
  tape.watch(x)
  y = scaled_tanh(x) * tf.constant([1.0, 2.0])

j = tape.jacobian(y, x)
jb = tape.batch_jacobian(y, x)
print(j.shape, jb.shape)
print(jb.numpy())
print(tf.reduce_sum(j, axis=[0, 1]).numpy())
print(tape.gradient(y, x).numpy())
del tape
