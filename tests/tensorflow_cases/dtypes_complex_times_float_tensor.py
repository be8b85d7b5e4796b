# A Python complex number beside a float32 tensor: it cannot be converted to float32 (a TypeError)
import tensorflow as tf

x = tf.constant([1.0, 2.0])
print(tf.complex(x, x) * 1j)
print(x * 1j)
