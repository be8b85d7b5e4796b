import tensorflow as tf

w = tf.Variable([[1.0, 2.0]], name="w")
b = tf.Variable(0.5, name="b")
unused = tf.Variable(9.0, name="unused")
x = tf.constant([[3.0], [4.0]])

with tf.GradientTape(persistent=True) as tape:
    y = tf.reduce_sum(tf.matmul(w, x) + b)

grads = tape.gradient(y, {"w": w, "b": b, "unused": unused})
print(grads)
for name, g in grads.items():
    print(name, g)
print(tape.gradient(y, (w, b)))
print(tape.gradient(y, [w, [b, unused]]))
print(tape.gradient(y, {"params": [w, b]}))
print(tape.gradient([y, y * 2], b))
print(tape.gradient({"a": y, "b": -y}, b))
del tape
