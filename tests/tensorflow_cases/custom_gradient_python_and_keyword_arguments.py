# Python numbers and strings passed to a custom-gradient function are arguments too (grad_fn gives them a
# gradient, None here); keyword arguments are not: they get no gradient, and grad_fn gives them none.
import tensorflow as tf


@tf.custom_gradient
def scale(x, factor, mode):
  def grad(upstream):
    print("mode:", mode, "factor:", factor)
    return upstream * factor, None, None
  return x * factor, grad


@tf.custom_gradient
def shift(x, offset=1.0):
  def grad(upstream):
    return upstream * 2.0
  return x + offset, grad


x = tf.constant([1.0, 2.0])
offset = tf.constant(5.0)
with tf.GradientTape(persistent=True) as tape:
  tape.watch([x, offset])
  y = scale(x, 3.0, "double")
  z = shift(x, offset=offset)

print(y, z)
print(tape.gradient(y, x))
print(tape.gradient(z, [x, offset]))
print(shift(tf.constant(1.0)))
