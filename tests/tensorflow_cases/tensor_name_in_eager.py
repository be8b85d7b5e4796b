import tensorflow as tf

v = tf.Variable([1.0, 2.0], name="weights")
print(v.name)
with tf.GradientTape() as tape:
    y = v * 2.0
g = tape.gradient(y, v)
print(g)
print(g.name)
