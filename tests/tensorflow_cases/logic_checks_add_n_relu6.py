import tensorflow as tf

x = tf.constant([0.0, 3.0, 6.0, 7.0, -1.0])
with tf.GradientTape() as tape:
    tape.watch(x)
    y = tf.add_n([tf.nn.relu6(x), x * x, tf.nn.bias_add(tf.reshape(x, [5, 1]), [0.5])[:, 0]])
print(y, tape.gradient(y, x))
print(tf.logical_and(x > 0, x < 6), tf.logical_or(x > 6, x < 0), tf.logical_not(x > 0))
print(tf.math.is_nan(x / 0), tf.math.is_inf(x / 0), tf.math.is_finite(x / 0))
print(tf.reduce_any(x > 6), tf.reduce_all(x > -2), tf.math.count_nonzero(x), tf.math.count_nonzero(x > 1, dtype=tf.int32))
print(tf.logical_not(x))
