# Guide: mixed_precision, section "Loss scaling" / "Underflow and Overflow"
import tensorflow as tf

x = tf.constant(256, dtype='float16')
print((x ** 2).numpy())  # Overflow

x = tf.constant(1e-5, dtype='float16')
print((x ** 2).numpy())  # Underflow

print(x.dtype, x.numpy())
print(tf.constant(65504, dtype=tf.float16) + tf.constant(32, dtype=tf.float16))
print(tf.cast(tf.constant(70000.0), tf.float16))
print(tf.dtypes.float16.max, tf.dtypes.float16.min)
