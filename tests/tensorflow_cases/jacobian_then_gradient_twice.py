import tensorflow as tf

x = tf.Variable(3.0)
with tf.GradientTape(persistent=True) as tape:
    y = x * x
    z = y * x
print(tape.gradient(z, x), tape.gradient(y, x))
print(tape.jacobian(y, x))
del tape

with tf.GradientTape() as tape:
    y = x * x
print(tape.jacobian(y, x))
print(tape.gradient(y, x))
