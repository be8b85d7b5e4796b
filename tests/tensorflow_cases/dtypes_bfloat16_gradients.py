# Gradients through bfloat16 are bfloat16, rounded after every operation of the backward pass
import tensorflow as tf

x = tf.constant([0.5, 2.0], tf.bfloat16)
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = tf.sin(x) * x ** 3
    p = tf.nn.softmax(x)[0]
    t = tf.reduce_sum(tf.tanh(x) * 1.01)
print(tape.gradient(y, x))
print(tape.gradient(p, x))
print(tape.gradient(t, x))
w = tf.Variable(1.1)
with tf.GradientTape() as tape:
    out = tf.cast(w, tf.bfloat16) * 3.0
print(out, tape.gradient(out, w))
