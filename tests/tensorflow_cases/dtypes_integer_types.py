# Guide: tensor, section "More on DTypes" — integer dtypes (int8/int16/int64, uint8): printing, casting,
# arithmetic, wrap-around and integer division
import tensorflow as tf

a = tf.constant([100, 120, -128], dtype=tf.int8)
print(a)
print(a + tf.constant(10, dtype=tf.int8))   # wraps around
print(tf.cast(a, tf.int16) * 300)
b = tf.constant([2**40, -3], dtype=tf.int64)
print(b, b.dtype)
print(b // 7, b % 7)
u = tf.constant([0, 200, 255], dtype=tf.uint8)
print(u + 1)
print(tf.cast(u, tf.float32) / 255.0)
print(tf.constant([7, -7]) // 2, tf.constant([7, -7]) % 3)
print(tf.constant(7) / tf.constant(2))
print(tf.dtypes.int8.min, tf.dtypes.int8.max, tf.dtypes.uint8.max, tf.dtypes.int16.max)
print(tf.cast(tf.constant([-1.7, 2.9, 127.0]), tf.int8))
