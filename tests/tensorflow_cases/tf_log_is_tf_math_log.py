import tensorflow as tf

x = tf.constant([1.0, 2.0])
print(tf.math.log(x), tf.math.softsign(x))
print(tf.nn.relu(x - 1.5), tf.math.softplus(x), tf.linalg.l2_normalize(x))
print(tf.keras.losses.MSE(x, 2 * x), tf.nn.swish(x), tf.range(3))
print(tf.log(x))
