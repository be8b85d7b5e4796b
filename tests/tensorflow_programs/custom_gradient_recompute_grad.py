# Source: tf.recompute_grad API documentation (recompute the forward pass during backprop)
import tensorflow as tf

def block(x):
  return tf.math.sin(x) * x

recomputed = tf.recompute_grad(block)

x = tf.constant([0.5, 1.0, 2.0])
with tf.GradientTape(persistent=True) as tape:
  tape.watch(x)
  y1 = block(x)
  y2 = recomputed(x)

print(y1.numpy())
print(y2.numpy())
print(tape.gradient(y1, x).numpy())
print(tape.gradient(y2, x).numpy())
