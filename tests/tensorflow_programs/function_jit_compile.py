# Guide: function (tf.function options) — jit_compile=True compiles the traced function with XLA
import tensorflow as tf

@tf.function(jit_compile=True)
def dense(x, w, b):
  print("Tracing dense with shapes", x.shape, w.shape)
  return tf.nn.relu(tf.matmul(x, w) + b)

x = tf.constant([[1.0, -2.0], [0.5, 3.0]])
w = tf.constant([[1.0, 0.5], [-1.0, 2.0]])
b = tf.constant([0.25, -0.5])
print(dense(x, w, b))
print(dense(x * 2.0, w, b))

v = tf.Variable([[1.0, 0.0], [0.0, 1.0]])
with tf.GradientTape() as tape:
  y = tf.reduce_sum(dense(x, v, b))
print(tape.gradient(y, v))
print(dense.experimental_get_tracing_count())
