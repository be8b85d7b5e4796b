# A custom gradient called in a tf.function keeps its grad_fn, traced or not
import tensorflow as tf

@tf.custom_gradient
def clip_gradients(y):
  def backward(dy):
    return tf.clip_by_norm(dy, 0.5)
  return y, backward

@tf.function
def f(x):
  return clip_gradients(x)

def g(x):
  return clip_gradients(x)

v = tf.Variable(2.0)
with tf.GradientTape() as t:
  output = f(v * v)
print(t.gradient(output, v))
with tf.GradientTape() as t:
  output = g(v * v)
print(t.gradient(output, v))
