import tensorflow as tf

x = tf.Variable([1.0, 2.0, 3.0])
with tf.GradientTape(persistent=True) as tape:
    y = x ** 2
    s = tf.reduce_sum(y)
    p = tf.stack([x[0] * x[1], x[1] * x[2]])
print(tape.jacobian(y, x))
print(tape.jacobian(s, x))
print(tape.jacobian(p, x))
print(tape.jacobian(y, [x]))
j = tape.jacobian(p, x)
print(j.shape, j.dtype)
print(tape.gradient(p, x))
print(tf.reduce_sum(j, axis=0))

w = tf.Variable(2.0)
with tf.GradientTape() as tape:
    outs = tf.stack([w, w ** 2, w ** 3])
print(tape.jacobian(outs, w))
