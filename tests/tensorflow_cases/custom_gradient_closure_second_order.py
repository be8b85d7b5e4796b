# The forward function runs recording, so an outer tape differentiates what grad_fn computes from the values
# it closes over (e, here): the second derivative of log(1 + exp(x)) comes through e.
import tensorflow as tf


@tf.custom_gradient
def log1pexp(x):
  e = tf.exp(x)
  def grad(upstream):
    return upstream * (1 - 1 / (1 + e))
  return tf.math.log(1 + e), grad


@tf.custom_gradient
def frozen_slope(x):
  slope = tf.stop_gradient(tf.sigmoid(x))
  def grad(upstream):
    return upstream * slope
  return tf.math.softplus(x), grad


x = tf.constant([0.5, -1.0, 3.0])
with tf.GradientTape(persistent=True) as outer:
  outer.watch(x)
  with tf.GradientTape(persistent=True) as inner:
    inner.watch(x)
    y = log1pexp(x)
    w = frozen_slope(x)
  dy = inner.gradient(y, x)
  dw = inner.gradient(w, x)
print(dy.numpy(), outer.gradient(dy, x).numpy())
print(dw.numpy(), outer.gradient(dw, x))
