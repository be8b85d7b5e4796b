# tf.custom_gradient as a call and as a decorator with parentheses; the program's own decorators, stacked,
# applied innermost first.
import tensorflow as tf


def identity_with_half_gradient(x):
  def grad(upstream):
    return upstream * 0.5
  return tf.identity(x), grad


half = tf.custom_gradient(identity_with_half_gradient)


def traced(function):
  print("decorating")
  def call(x):
    print("calling")
    return function(x)
  return call


@traced
@tf.custom_gradient()
def third(x):
  def grad(upstream):
    return upstream / 3.0
  return x * 1.0, grad


x = tf.constant(6.0)
with tf.GradientTape(persistent=True) as tape:
  tape.watch(x)
  y = half(x)
  z = third(x)
print(y, z)
print(tape.gradient(y, x), tape.gradient(z, x))
