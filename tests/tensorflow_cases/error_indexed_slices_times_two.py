# Python's operators refuse IndexedSlices (but unary minus): TensorFlow's functions take them dense instead
import tensorflow as tf

v = tf.Variable([1.0, 2.0, 3.0])
with tf.GradientTape() as tape:
    loss = tf.reduce_sum(tf.gather(v, [2, 0]))
g = tape.gradient(loss, v)
print(tf.multiply(g, 2.0))
print(g * 2)
