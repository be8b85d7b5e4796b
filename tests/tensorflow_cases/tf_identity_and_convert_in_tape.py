import tensorflow as tf

v = tf.Variable(3.0)
with tf.GradientTape(persistent=True) as tape:
    t = tf.convert_to_tensor(v)
    i = tf.identity(v)
    y = t * i
print(tape.gradient(y, v))
print(tape.gradient(y, t))
print(t, i)
