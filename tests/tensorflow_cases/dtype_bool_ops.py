import tensorflow as tf

x = tf.constant([0.5, -1.0, 2.0, 0.0])
mask = x > 0
print(mask)
print(tf.reduce_sum(tf.cast(mask, tf.int32)))
print(tf.boolean_mask(x, mask))
print(tf.where(mask, x, tf.zeros_like(x)))
print(tf.equal(x, 0.0))
