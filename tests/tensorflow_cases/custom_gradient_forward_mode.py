# Forward mode through custom gradients, as TensorFlow's accumulators do it: the tangent the function's own
# operations give its output is kept (grad_fn is called, its answer unused); where they give none
# (stop_gradient), grad_fn is transposed, linearized at an upstream of ones.
import tensorflow as tf


@tf.custom_gradient
def doubled_gradient(x):
  def grad(upstream):
    print("grad_fn called with", upstream.numpy())
    return upstream * 2.0
  return x * x, grad


@tf.custom_gradient
def reversed_gradient(x):
  def grad(upstream):
    return upstream[::-1] * 5.0
  return tf.stop_gradient(x) * 1.0, grad


@tf.custom_gradient
def squared_upstream(x):
  def grad(upstream):
    return upstream * upstream * 5.0
  return tf.stop_gradient(x) * 1.0, grad


@tf.custom_gradient
def constant_gradient(x):
  def grad(upstream):
    return tf.constant([7.0, 7.0])
  return tf.stop_gradient(x) * 1.0, grad


x = tf.constant([2.0, 3.0])
with tf.autodiff.ForwardAccumulator(x, tf.constant([1.0, 10.0])) as acc:
  a = doubled_gradient(x)
  b = reversed_gradient(x)
  c = squared_upstream(x)
  d = constant_gradient(x)
print(acc.jvp(a))
print(acc.jvp(b))
print(acc.jvp(c))
print(acc.jvp(d))
