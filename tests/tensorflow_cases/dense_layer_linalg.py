import tensorflow as tf

x = tf.constant([[1.0, 2.0, 3.0], [0.5, -1.0, 0.0]])
W = tf.Variable(tf.linalg.eye(3)[:, :2] * 0.5, name="kernel")
b = tf.Variable(tf.fill([2], 0.1), name="bias")
print(W)
with tf.GradientTape() as tape:
    z = tf.linalg.matmul(x, W) + b
    a = tf.nn.softplus(z)
    loss = tf.reduce_mean(tf.reduce_sum(a, axis=1))
dW, db = tape.gradient(loss, [W, b])
print(z)
print(loss)
print(dW)
print(db)
print(tf.transpose(W) @ tf.transpose(x))
