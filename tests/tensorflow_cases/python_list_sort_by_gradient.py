# list.sort with a key function defined by the program, on gradient magnitudes.
import tensorflow as tf

x = tf.Variable([0.5, -2.0, 1.5, 0.1])
with tf.GradientTape() as tape:
    y = tf.reduce_sum(x ** 3 - 2.0 * x)
grad = tape.gradient(y, x).numpy()

def magnitude(index):
    return abs(float(grad[index]))

order = list(range(4))
order.sort(key=magnitude)
print(order)
order.sort(key=magnitude, reverse=True)
print(order)
names = ["b", "a", "d", "c"]
names.sort()
print(names)
