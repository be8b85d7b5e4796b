# functools.partial and functools.reduce over the program's functions.
import functools
import tensorflow as tf

def scaled_loss(scale, x):
    return scale * tf.reduce_sum(x ** 2)

half_loss = functools.partial(scaled_loss, 0.5)
x = tf.Variable([1.0, 2.0, 3.0])
with tf.GradientTape() as tape:
    loss = half_loss(x)
print(loss)
print(tape.gradient(loss, x))
total = functools.reduce(lambda a, b: a + b, [tf.constant(1.0), tf.constant(2.0), tf.constant(3.0)])
print(total)
product = functools.reduce(tf.multiply, [tf.constant(2.0), tf.constant(3.0)], tf.constant(1.0))
print(product)
print(functools.reduce(max, [3, 9, 2]))
power = functools.partial(lambda base, exponent: base ** exponent, exponent=2)
print(power(3), power.args, power.keywords)
