import tensorflow as tf

labels = tf.constant([0, 1, 1, 0, 1])
print(tf.reduce_sum(labels))
print(tf.reduce_sum(labels * labels, axis=0))
print(tf.math.cumsum(labels))
print(tf.reduce_prod(tf.constant([2, 3])))
