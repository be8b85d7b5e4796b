import tensorflow as tf

x = tf.Variable(1.0)
with tf.GradientTape() as tape:
    h = x
    for _ in range(3):
        h = h * 2 + 1
print(h)
print(tape.gradient(h, x))

a = tf.constant(2.0)
with tf.GradientTape() as tape:
    tape.watch(a)
    a = a * 3
    b = a ** 2
print(tape.gradient(b, a))

w = tf.Variable(1.0)
for step in range(3):
    with tf.GradientTape() as tape:
        loss = (w - 4.0) ** 2
    grad = tape.gradient(loss, w)
    print(step, grad)
    if grad is not None:
        w = w - 0.5 * grad
print(w)
with tf.GradientTape() as tape:
    loss = (w - 4.0) ** 2
print(tape.gradient(loss, w))
