# With variables, grad_fn returns (input gradients, variable gradients), one per variable: TensorFlow's
# ValueError otherwise, when the gradient is taken.
import tensorflow as tf

w1 = tf.Variable(1.5, name="w1")
w2 = tf.Variable(-0.5, name="w2")


@tf.custom_gradient
def affine(x):
  def grad(upstream, variables=None):
    print([v.name for v in variables])
    return upstream * w1, [tf.reduce_sum(upstream * x)]   # one gradient for two variables
  return x * w1 + w2, grad


x = tf.constant([1.0, 2.0])
with tf.GradientTape() as tape:
  tape.watch(x)
  y = affine(x)
print(y)
print(tape.gradient(y, [x, w1, w2]))
