import tensorflow as tf

weights = tf.Variable([1.0, 2.0])
with tf.GradientTape() as tape:
    loss = tf.reduce_sum(weights ** 2)
print(loss)
print(tape.gradient(loss, weight))
