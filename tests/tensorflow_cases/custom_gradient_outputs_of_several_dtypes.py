# A custom-gradient function whose outputs have several dtypes: each upstream gradient comes in its output's
# dtype, zeros for an output the target does not use (an integer output's too).
import tensorflow as tf


@tf.custom_gradient
def split(x):
  def grad(d_single, d_count, d_double):
    print("upstreams:", d_single, d_count, d_double)
    return d_single * 2.0 + tf.cast(d_double, tf.float32) * 3.0
  return (x * 1.0, tf.size(x), tf.cast(x, tf.float64) ** 2), grad


x = tf.constant([1.0, 2.0])
with tf.GradientTape(persistent=True) as tape:
  tape.watch(x)
  single, count, double = split(x)
print(single, count, double)
print(tape.gradient(single, x))
print(tape.gradient(double, x))
print(tape.gradient([single, double], x))
with tf.autodiff.ForwardAccumulator(x, tf.constant([1.0, 0.5])) as acc:
  single, count, double = split(x)
print(acc.jvp([single, count, double]))
