import tensorflow as tf

x = tf.Variable([[1.0, 2.0], [3.0, 4.0]])
weights = tf.constant([1.0, 2.0, 3.0, 4.0])
with tf.GradientTape(persistent=True) as tape:
    flat = tf.reshape(x, [-1])
    y1 = tf.reduce_sum(flat * weights)
    y2 = tf.reduce_sum(tf.stack([x[0], x[1] * 2.0], axis=0) * x)
    y3 = tf.reduce_sum(tf.squeeze(tf.expand_dims(x, 0)) ** 2)
    y4 = tf.reduce_sum(tf.concat([x, x ** 2], axis=1))
    y5 = tf.reduce_sum(tf.nn.softmax(x, axis=1) * tf.constant([[1.0, 0.0], [0.0, 1.0]]))
for y in [y1, y2, y3, y4, y5]:
    print(y.numpy(), tape.gradient(y, x).numpy().tolist())
