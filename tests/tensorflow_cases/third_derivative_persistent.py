import tensorflow as tf

x = tf.Variable(0.7)
with tf.GradientTape(persistent=True) as tape:
    y = tf.sin(x)
    dy = tape.gradient(y, x)
    d2y = tape.gradient(dy, x)
d3y = tape.gradient(d2y, x)
print(dy)
print(d2y)
print(d3y)
print(tape.gradient(y, x) + d2y)
del tape

with tf.GradientTape() as t3:
    with tf.GradientTape() as t2:
        with tf.GradientTape() as t1:
            y = tf.exp(2.0 * x)
        g1 = t1.gradient(y, x)
    g2 = t2.gradient(g1, x)
g3 = t3.gradient(g2, x)
print([round(float(g), 4) for g in (g1, g2, g3)])
