# Integer division by zero in int8: FloorDiv's kernel refuses it (float division gives inf instead)
import tensorflow as tf

a = tf.constant([5, -7], tf.int8)
print(a // tf.constant([2, 2], tf.int8), tf.cast(a, tf.float16) / 0)
print(a // tf.constant([0, 1], tf.int8))
