import tensorflow as tf

x = tf.Variable([[1.0, 2.0], [3.0, 4.0]])
c = tf.constant([[1.0, 1.0], [1.0, 1.0]])
with tf.GradientTape(persistent=True) as tape:
    y = tf.concat([x * 2.0, c], axis=1)
print(tape.batch_jacobian(y, x).shape)
print(tape.batch_jacobian(y, x)[0])
print(tape.batch_jacobian(c * 1.0, x))
