# The integer dtypes: Python numbers wrap around a narrow dtype as TensorFlow converts them, arithmetic wraps,
# / gives float32 for 8 and 16 bits and float64 for wider ones, means are taken without overflow
import numpy as np
import tensorflow as tf

print(tf.constant([300, -129, 2 ** 31], tf.int8), tf.constant([300, -1], tf.uint8), tf.constant(2 ** 40, tf.int32))
print(tf.constant([2 ** 64 - 1], tf.uint64), tf.constant([-1], tf.uint32), tf.constant(True, tf.int32))
i8 = tf.constant([100, 120, -128], tf.int8)
print(i8 + 300, i8 * 3, -i8, tf.abs(i8), i8 // 7, i8 % 7, i8 ** 2)
print(i8 / tf.constant(2, tf.int8), tf.constant([5], tf.int16) / tf.constant([2], tf.int16))
print(tf.constant([5], tf.uint32) / tf.constant([2], tf.uint32), tf.constant([5], tf.int64) / tf.constant([2], tf.int64))
u = tf.constant([5, 200], tf.uint8)
print(u - 6, u * 2, u // 3, tf.maximum(u, 100), u < 100)
print(tf.constant([1], tf.uint16) + tf.constant([2], tf.uint16), tf.constant([1], tf.uint32) - tf.constant([2], tf.uint32))
print(tf.constant([1], tf.uint64) * tf.constant([3], tf.uint64), tf.constant([7], tf.uint32) // tf.constant([2], tf.uint32))
print(tf.reduce_sum(tf.constant([100, 100], tf.int8)), tf.reduce_sum(tf.constant([200, 100], tf.uint8)))
print(tf.reduce_mean(tf.constant([100, 101], tf.int8)), tf.reduce_mean(tf.constant([255, 255], tf.uint8)))
print(tf.reduce_mean(tf.constant([2 ** 30, 2 ** 30])), tf.reduce_mean(tf.constant([-7, 2], tf.int16)))
print(tf.reduce_prod(tf.constant([100, 3], tf.int8)), tf.cumsum(tf.constant([100, 100], tf.int8)))
print(tf.reduce_max(u), tf.argmax(tf.constant([1, 3], tf.int8)), tf.math.count_nonzero(u))
print(tf.constant(2 ** 30) * tf.constant(4), tf.constant(np.int8(3)) + 200)
print(tf.square(tf.constant([100], tf.int8)), tf.constant([3], tf.int8) ** 5)
for d in [tf.int8, tf.int16, tf.int32, tf.int64, tf.uint8, tf.uint16, tf.uint32, tf.uint64]:
    print(d.name, d.min, d.max, d.size, d.is_unsigned, d.is_integer)
print(tf.zeros([2], tf.uint8), tf.ones([2], tf.int16), tf.fill([2], tf.constant(7, tf.int8)))
print(tf.one_hot([0, 1], 2, dtype=tf.uint8))
