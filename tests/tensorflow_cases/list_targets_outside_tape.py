import tensorflow as tf

w = tf.Variable(3.0)
with tf.GradientTape(persistent=True) as tape:
    a = w * 2.0
    b = w ** 2
print(tape.gradient([a, b], w))
print(tape.gradient(a + b, w))
c = a + b
print(tape.gradient(c, w))
print(tape.gradient({"first": a, "second": b}, w))
print(tape.gradient((a, b, w), w))
del tape
