# Forward mode cannot go through tf.recompute_grad: TensorFlow's NotImplementedError.
import tensorflow as tf


def block(x):
  return tf.sin(x) * x


recomputed = tf.recompute_grad(block)
x = tf.constant([2.0, 3.0])
with tf.autodiff.ForwardAccumulator(x, tf.constant([1.0, 1.0])) as acc:
  print(block(x))
  y = recomputed(x)
print(acc.jvp(y))
