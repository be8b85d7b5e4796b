import tensorflow as tf

n = tf.constant(3)
print(n * 2)
print(2.0 * n)
