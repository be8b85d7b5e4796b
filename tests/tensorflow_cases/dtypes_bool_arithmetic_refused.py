# Booleans are no numbers to TensorFlow's arithmetic: AddV2 refuses bool tensors (logical_or is the way)
import tensorflow as tf

a, b = tf.constant([True, False]), tf.constant([True, True])
print(tf.logical_or(a, b), tf.math.logical_xor(a, b), tf.cast(a, tf.int32) + tf.cast(b, tf.int32))
print(a + b)
