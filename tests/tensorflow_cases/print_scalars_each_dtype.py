import tensorflow as tf

# one scalar of every common dtype, printed and repr'd
a = tf.constant(0.1)
b = tf.constant(0.1, dtype=tf.float64)
c = tf.constant(7)
d = tf.constant(7, dtype=tf.int64)
e = tf.constant(False)

for t in [a, b, c, d, e]:
    print(t)
    print(repr(t))

print(tf.constant(2.0) / 3.0)
print(tf.constant(2.0, tf.float64) / 3.0)
print(tf.constant(-0.0))
print(tf.constant(1234567.0))
print(tf.constant(0.00001234))
print(repr(tf.constant(1234567.0)))
