# Complex numbers have no order: Less and Maximum have no complex kernels
import tensorflow as tf

c = tf.constant([1 + 1j, 2 - 1j])
print(c == c, tf.abs(c) < 2)
print(c < c)
