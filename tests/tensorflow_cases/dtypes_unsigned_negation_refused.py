# Negating an unsigned integer tensor: TensorFlow's Neg has no kernel for uint8
import tensorflow as tf

u = tf.constant([1, 2], tf.uint8)
print(-tf.constant([1, -128], tf.int8), tf.constant(0, tf.uint8) - u)
print(-u)
