# tape.jacobian keeps every element of the target apart; tape.gradient sums them.
import tensorflow as tf

x = tf.constant([0.5, 1.0, 1.5])
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = x ** 2 * tf.reduce_sum(x)
jac = tape.jacobian(y, x)
grad = tape.gradient(y, x)
print(jac)
print(grad)
print(tf.reduce_sum(jac, axis=0))

batch = tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
with tf.GradientTape(persistent=True) as tape:
    tape.watch(batch)
    out = tf.nn.softmax(batch * 0.5)
per_row = tape.batch_jacobian(out, batch)
print(per_row.shape)
print(per_row[0])
