# Guide: eager execution (older guide), section "Custom gradients" — clip_gradient_by_norm(x, norm)
import tensorflow as tf

@tf.custom_gradient
def clip_gradient_by_norm(x, norm):
  y = tf.identity(x)
  def grad_fn(dresult):
    return [tf.clip_by_norm(dresult, norm), None]
  return y, grad_fn

x = tf.constant([3.0, 4.0])
norm = tf.constant(1.0)
with tf.GradientTape(persistent=True) as tape:
  tape.watch([x, norm])
  y = clip_gradient_by_norm(x, norm)
  loss = tf.reduce_sum(y * y)

print(y)
print(tape.gradient(loss, x))
print(tape.gradient(loss, norm))
print(tape.gradient(tf.reduce_sum(x * x), x))
