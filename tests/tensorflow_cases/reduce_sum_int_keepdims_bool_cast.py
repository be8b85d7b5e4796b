import tensorflow as tf

pred = tf.constant([[0.9, 0.2], [0.4, 0.7]])
hits = tf.cast(pred > 0.5, tf.int32)
print(hits)
print(tf.reduce_sum(hits, axis=1, keepdims=True))
print(tf.reduce_max(hits), tf.reduce_min(hits, axis=0))
