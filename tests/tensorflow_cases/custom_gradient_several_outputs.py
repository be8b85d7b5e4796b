# A custom-gradient function with several outputs: grad_fn gets one upstream gradient per output, zeros for
# an output the target does not use.
import tensorflow as tf


@tf.custom_gradient
def sum_and_difference(a, b):
  def grad(d_sum, d_difference):
    print("upstreams:", d_sum.numpy(), d_difference.numpy())
    return d_sum + d_difference, 3.0 * (d_sum - d_difference)
  return (a + b, a - b), grad


a = tf.constant([1.0, 2.0])
b = tf.constant([5.0, 7.0])
with tf.GradientTape(persistent=True) as tape:
  tape.watch([a, b])
  total, difference = sum_and_difference(a, b)
  loss = tf.reduce_sum(total * difference)

print(total, difference)
print(tape.gradient(total, [a, b]))
print(tape.gradient(difference, [a, b]))
print(tape.gradient(loss, [a, b]))
print(len(sum_and_difference(a, b)))
