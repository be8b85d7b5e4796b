import tensorflow as tf

xs = [tf.Variable(v) for v in [0.5, 1.0, 1.5]]
with tf.GradientTape() as tape:
    ys = [tf.exp(-x ** 2) for x in xs]
    total = tf.add_n(ys)
print(total)
print([round(float(g), 5) for g in tape.gradient(total, xs)])
