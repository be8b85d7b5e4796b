# Guide: eager (older "Eager execution" guide), sections "Computing gradients" and "Dynamic models"
# (a backtracking line search whose loop depends on computed values)
import tensorflow as tf

w = tf.Variable([[1.0]])
with tf.GradientTape() as tape:
  loss = w * w

grad = tape.gradient(loss, w)
print(grad)  # => tf.Tensor([[ 2.]], shape=(1, 1), dtype=float32)

def line_search_step(fn, init_x, rate=1.0):
  with tf.GradientTape() as tape:
    # Variables are automatically tracked.
    # But to calculate a gradient from a tensor, you must `watch` it.
    tape.watch(init_x)
    value = fn(init_x)
  grad = tape.gradient(value, init_x)
  grad_norm = tf.reduce_sum(grad * grad)
  init_value = value
  while value > init_value - rate * grad_norm:
    x = init_x - rate * grad
    value = fn(x)
    rate /= 2.0
  return x, value

fn = lambda x: tf.reduce_sum(tf.exp(x) - 2.0 * x)
x = tf.constant([3.0, -1.0])
for i in range(4):
  x, value = line_search_step(fn, x)
  print(i, x.numpy(), round(float(value), 4))
