import tensorflow as tf

a = tf.Variable(1.0)
b = tf.Variable(2.0)
with tf.GradientTape() as tape:
    total = tf.add_n([a * a, a * b, b * b])
print(total)
print(tape.gradient(total, [a, b]))
