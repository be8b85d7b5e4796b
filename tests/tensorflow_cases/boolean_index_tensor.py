import tensorflow as tf

x = tf.constant([1.0, -2.0, 3.0])
print(tf.boolean_mask(x, x > 0))
print(x[x > 0])
