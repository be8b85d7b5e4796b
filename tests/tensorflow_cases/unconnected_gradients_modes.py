import tensorflow as tf

x = tf.Variable([1.0, 2.0])
y = tf.Variable(3.0)
m = tf.Variable([[1.0, 2.0], [3.0, 4.0]])

with tf.GradientTape(persistent=True) as tape:
    z = y * 2.0
print(tape.gradient(z, [x, y, m]))
print(tape.gradient(z, [x, y, m], unconnected_gradients=tf.UnconnectedGradients.ZERO))
print(tape.gradient(z, m, unconnected_gradients="zero"))
print(tape.gradient(z, x, unconnected_gradients=tf.UnconnectedGradients.NONE))
print(tf.UnconnectedGradients.ZERO)
print(tf.UnconnectedGradients.NONE.value)
print(tape.jacobian(z, x))
print(tape.jacobian(z, x, unconnected_gradients=tf.UnconnectedGradients.ZERO))
