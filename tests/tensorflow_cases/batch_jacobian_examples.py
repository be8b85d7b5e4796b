import tensorflow as tf

x = tf.constant([[1.0, 2.0], [3.0, 4.0], [0.5, -1.0]])
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = x * x
    z = tf.reduce_sum(x, axis=1, keepdims=True) * x
bj = tape.batch_jacobian(y, x)
print(bj.shape)
print(bj)
print(tape.batch_jacobian(z, x)[0])
print(tape.jacobian(y, x).shape)

v = tf.constant([[0.0], [1.0]])
with tf.GradientTape() as tape:
    tape.watch(v)
    out = tf.concat([tf.sin(v), tf.cos(v)], axis=1)
print(tape.batch_jacobian(out, v))
