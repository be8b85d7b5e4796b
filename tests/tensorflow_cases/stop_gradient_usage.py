import tensorflow as tf

x = tf.Variable(3.0)
with tf.GradientTape(persistent=True) as tape:
    y = x ** 2
    y_const = tf.stop_gradient(y)
    z = x * y_const
    w = tf.stop_gradient(x) * x
print(tape.gradient(z, x))
print(tape.gradient(w, x))
print(tape.gradient(y_const, x))
print(y_const)

logits = tf.Variable([1.0, 2.0, 3.0])
with tf.GradientTape() as tape:
    target = tf.stop_gradient(tf.nn.softmax(logits))
    loss = tf.reduce_sum(target * logits)
print(tape.gradient(loss, logits))
