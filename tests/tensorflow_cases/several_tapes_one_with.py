import tensorflow as tf

x = tf.Variable(2.0)
y = tf.Variable(-1.0)
with tf.GradientTape() as tx, tf.GradientTape(watch_accessed_variables=False) as ty:
    ty.watch(y)
    f = x ** 2 * y
print(tx.gradient(f, [x, y]))
print(ty.gradient(f, [x, y]))

with tf.GradientTape(persistent=True) as t1, tf.GradientTape() as t2:
    g = tf.square(x + y)
print(t1.gradient(g, x), t2.gradient(g, y))
print(t1.gradient(g, y))
