import tensorflow as tf

x = tf.Variable(2.0)
with tf.GradientTape() as tape:
    y = x ** 2
tf.print("y:", y)
g = tape.gradient(y, x)
tf.print(g)
print("done", g.numpy())
