import tensorflow as tf

x = tf.constant([[True, False], [True, True]])
print(tf.reduce_any(x))
print(tf.reduce_all(x, axis=1))
print(tf.math.count_nonzero(tf.constant([0.0, 1.0, 2.0])))
print(tf.math.logical_not(x))
