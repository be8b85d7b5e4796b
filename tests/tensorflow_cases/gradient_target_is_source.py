import tensorflow as tf

v = tf.Variable([1.0, 2.0, 3.0])
with tf.GradientTape() as tape:
    pass
print(tape.gradient(v, v))

x = tf.constant(5.0)
with tf.GradientTape() as tape:
    tape.watch(x)
print(tape.gradient(x, x))

s = tf.Variable(4.0)
with tf.GradientTape() as tape:
    y = s
print(tape.gradient(y, s))

with tf.GradientTape() as tape:
    y = s * 1.0
print(tape.gradient(y, s))
