# Source: tf.custom_gradient API documentation (second-order derivatives through a custom gradient
# with nested tapes; the grad function is written with differentiable ops)
import tensorflow as tf

@tf.custom_gradient
def softplus(x):
  e = tf.exp(-tf.abs(x))
  y = tf.maximum(x, 0.0) + tf.math.log1p(e)
  def grad(upstream):
    return upstream * tf.sigmoid(x)
  return y, grad

x = tf.constant([-2.0, 0.0, 1.5])
with tf.GradientTape() as outer:
  outer.watch(x)
  with tf.GradientTape() as inner:
    inner.watch(x)
    y = softplus(x)
  dy = inner.gradient(y, x)
d2y = outer.gradient(dy, x)

print("y:", y.numpy())
print("dy/dx:", dy.numpy())
print("d2y/dx2:", d2y.numpy())
print("sigmoid'(x):", (tf.sigmoid(x) * (1 - tf.sigmoid(x))).numpy())
