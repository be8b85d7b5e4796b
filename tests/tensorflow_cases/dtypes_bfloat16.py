# Guide: mixed_precision (bfloat16 as the TPU compute dtype) — printing, casting and arithmetic in bfloat16
import tensorflow as tf

x = tf.constant([1.0, 2.5, 3.14159, 1000.7], dtype=tf.bfloat16)
print(x)
print(x.dtype, x.dtype.size)
print(x * 2)
print(x + tf.constant(0.01, dtype=tf.bfloat16))
print(tf.cast(x, tf.float32))
print(tf.cast(tf.constant([1.0001, 256.5, -3.3]), tf.bfloat16))
print(tf.reduce_sum(x))
y = tf.Variable(tf.constant(2.0, dtype=tf.bfloat16))
with tf.GradientTape() as tape:
  z = y * y * y
print(tape.gradient(z, y))
