import tensorflow as tf

w = tf.Variable(2.0)
b = tf.Variable(1.0)
x = tf.constant(3.0)
with tf.GradientTape(watch_accessed_variables=False) as tape:
    y = w * x + b
print(tape.gradient(y, [w, b]))

with tf.GradientTape(watch_accessed_variables=False) as tape:
    tape.watch(w)
    y = w * x + b
dw, db = tape.gradient(y, [w, b])
print(dw, db)

with tf.GradientTape(watch_accessed_variables=False) as tape:
    tape.watch(x)
    y = w * x * x
print(tape.gradient(y, x), tape.watched_variables())
