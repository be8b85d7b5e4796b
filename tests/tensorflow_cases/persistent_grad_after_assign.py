import tensorflow as tf

w = tf.Variable(2.0)
b = tf.Variable(1.0)
with tf.GradientTape(persistent=True) as tape:
    loss = (w * 3.0 + b - 1.0) ** 2
for var in [w, b]:
    g = tape.gradient(loss, var)
    print(var.name, g.numpy())
    var.assign_sub(0.01 * g)
print(tape.gradient(loss, [w, b]))
