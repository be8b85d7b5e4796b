import tensorflow as tf

counts = tf.constant([1, 2, 2, 4])
print(tf.reduce_mean(counts))
print(tf.reduce_mean(tf.cast(counts, tf.float32)))
print(tf.reduce_sum(counts), tf.reduce_max(counts))
print(tf.reduce_prod(counts))
