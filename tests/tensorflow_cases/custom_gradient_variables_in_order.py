# Variables read inside a custom-gradient function, given to grad_fn in the order they were made; a variable
# passed as an argument is an input instead, and a variable that is not trainable is not given.
import tensorflow as tf

w1 = tf.Variable(1.5, name="w1")
w2 = tf.Variable(-0.5, name="w2")
frozen = tf.Variable(10.0, trainable=False, name="frozen")


@tf.custom_gradient
def affine(x):
  def grad(upstream, variables=None):
    print("variables:", [v.name for v in variables])
    assert variables[0] is w1
    return upstream * w1, [tf.reduce_sum(upstream * x), tf.reduce_sum(upstream) * 100.0]
  return x * w2 * frozen + x * w1 + w2, grad


@tf.custom_gradient
def times(x, w):
  def grad(upstream):
    return upstream * w, tf.reduce_sum(upstream * x) * 2.0
  return x * w, grad


x = tf.constant([1.0, 2.0])
with tf.GradientTape(persistent=True) as tape:
  tape.watch(x)
  y = affine(x)
  z = times(x, w1)

print(y)
print(tape.gradient(y, [x, w1, w2, frozen]))
print(tape.gradient(z, [x, w1]))
with tf.GradientTape(watch_accessed_variables=False) as tape:
  tape.watch(x)
  y = affine(x)
print(tape.gradient(y, [x, w1, w2]))
