import tensorflow as tf

x = tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
bias = tf.Variable([0.0, 0.0])
scale = tf.Variable(1.0)
row = tf.Variable([[1.0], [1.0], [1.0]])
with tf.GradientTape() as tape:
    y = (x + bias) * scale * row
    loss = tf.reduce_sum(y ** 2) / 2.0
grads = tape.gradient(loss, [bias, scale, row])
for g in grads:
    print(g.shape, g)
with tf.GradientTape() as tape:
    z = tf.broadcast_to(bias, (3, 2)) * x
    loss = tf.reduce_sum(z)
print(tape.gradient(loss, bias))
