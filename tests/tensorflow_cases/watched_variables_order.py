import tensorflow as tf

a = tf.Variable(1.0, name="a")
b = tf.Variable(2.0, name="b")
c = tf.Variable(3.0, name="c")
frozen = tf.Variable(4.0, name="frozen", trainable=False)

with tf.GradientTape() as tape:
    y = c * b + a * frozen
print([v.name for v in tape.watched_variables()])
print(tape.watched_variables())

with tf.GradientTape(watch_accessed_variables=False) as tape:
    tape.watch(c)
    tape.watch(a)
    y = a * b * c
print([v.name for v in tape.watched_variables()])
print(tape.gradient(y, [a, b, c]))

with tf.GradientTape() as tape:
    tape.watch(frozen)
    y = frozen * 2
print(tape.watched_variables())
print(tape.gradient(y, frozen))
