import tensorflow as tf

a, b = tf.constant([1.0, 2.0])
print(a, b)
(w1, w2), bias = tf.constant([[0.5, -0.5]]).numpy()[0], 0.1
print(w1, w2, bias)
x = tf.Variable(2.0)
total = 0.0
with tf.GradientTape() as tape:
    for k in range(1, 4):
        total += x ** k
    total *= 0.5
print(total)
print(tape.gradient(total, x))
count = 0
count += 1
lr, steps = 0.1, 3
lr *= 0.5
print(count, lr, steps)
first, second, third = [tf.constant(1), tf.constant(2), tf.constant(3)]
print(first, third - second)
left, right = 1, 2
left, right = right, left
print(left, right)
