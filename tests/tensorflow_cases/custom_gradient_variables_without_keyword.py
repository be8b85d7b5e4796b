# A custom-gradient function that reads a variable needs a grad_fn taking `variables`: TensorFlow's TypeError,
# at the call, naming the variables.
import tensorflow as tf

weight = tf.Variable(2.0)


@tf.custom_gradient
def scaled(x):
  def grad(upstream):
    return upstream * weight
  return x * weight, grad


x = tf.constant([1.0, 2.0])
print("before")
with tf.GradientTape() as tape:
  tape.watch(x)
  y = scaled(x)
print("not reached")
