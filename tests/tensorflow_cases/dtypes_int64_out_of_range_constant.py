# Python integers beyond int64: TensorFlow cannot convert them (a ValueError); uint64 takes up to 2**64 - 1
import tensorflow as tf

print(tf.constant(2 ** 31), tf.constant(2 ** 63 - 1), tf.constant(2 ** 63, tf.uint64))
print(tf.constant(2 ** 63))
