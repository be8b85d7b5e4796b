import tensorflow as tf

# batch_jacobian assumes row i of the target depends on row i of the source only.
x = tf.constant([[1.0, 2.0], [3.0, 4.0], [0.5, -1.0]])
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    per_row = tf.tanh(x) * tf.reduce_sum(x, axis=1, keepdims=True)
    centred = x - tf.reduce_mean(x, axis=0, keepdims=True)  # batch-norm-like: a mean over the batch
    scaled = x * tf.reduce_sum(x, axis=0, keepdims=True)
print(tape.batch_jacobian(per_row, x))
print(tape.batch_jacobian(centred, x))
print(tape.batch_jacobian(scaled, x))
print(tape.jacobian(scaled, x)[0, :, 0, :])
