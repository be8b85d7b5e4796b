import tensorflow as tf

w = tf.Variable(1.0)
with tf.GradientTape() as tape:
    y1 = w * 2.0
    w.assign(5.0)
    y2 = w * 3.0
    total = y1 + y2
print(total)
print(tape.gradient(total, w))
print(w)
