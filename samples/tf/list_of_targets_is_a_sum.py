# tape.gradient with a list (or dict) of targets returns one tensor per source:
# the sum of every target's gradient, never a Jacobian.
import tensorflow as tf

a = tf.Variable(1.5)
b = tf.Variable(-0.5)
with tf.GradientTape(persistent=True) as tape:
    first = a * b
    second = tf.exp(a) + b ** 3

da, db = tape.gradient([first, second], [a, b])
print(da, db)
print(tape.gradient({"product": first, "sum": second}, {"a": a, "b": b}))

rows = [tape.jacobian(target, [a, b]) for target in (first, second)]
print([float(row[0]) for row in rows], float(da))
print(sum(float(row[1]) for row in rows) == float(db))
