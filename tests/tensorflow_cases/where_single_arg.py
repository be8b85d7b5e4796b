import tensorflow as tf

x = tf.constant([0.0, 3.0, 0.0, 1.0])
print(tf.where(x > 0))
print(tf.where(tf.constant([[True, False], [False, True]])))
