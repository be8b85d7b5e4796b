import tensorflow as tf

x = tf.Variable(2.0)
with tf.GradientTape() as tape:
    c = tf.constant(x)
    y = c * x
print(c)
print(tape.gradient(y, x))
