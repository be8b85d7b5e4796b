# A float32 tensor times a float64 variable: the variable keeps its dtype, and the kernel refuses the mix
import tensorflow as tf

v = tf.Variable(2.0, dtype=tf.float64)
print(v * 2.0, 2.0 * v, tf.constant(3.0, tf.float64) * v)
print(tf.constant(1.0) * v)
