import tensorflow as tf

v = tf.Variable([1.0, 2.0, 3.0])
first = v[0]
with tf.GradientTape() as tape:
    y = v[0] ** 2 + v[2]
print(tape.gradient(y, first))
with tf.GradientTape() as tape:
    y = v[0] ** 2 + v[2]
print(tape.gradient(y, v))
with tf.GradientTape() as tape:
    head = v[:2]
    y = tf.reduce_sum(head * tf.constant([10.0, 20.0]))
print(tape.gradient(y, [head, v]))
