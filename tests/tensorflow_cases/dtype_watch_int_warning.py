import tensorflow as tf

x = tf.constant([1, 2, 3])
with tf.GradientTape() as tape:
    tape.watch(x)
    y = tf.reduce_sum(x * x)
print(y)
print(tape.gradient(y, x))
