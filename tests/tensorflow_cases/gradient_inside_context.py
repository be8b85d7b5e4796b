import tensorflow as tf

x = tf.Variable(3.0)
with tf.GradientTape(persistent=True) as tape:
    y = x ** 3
    g = tape.gradient(y, x)
print(g, tape.gradient(g, x))

with tf.GradientTape() as tape:
    y = x * x
    g = tape.gradient(y, x)
    after = x * 5.0
print(g)
print(after)
print(tape.gradient(after, x))
