# tf.vectorized_map of the program's functions over a batch, with gradients through it.
import tensorflow as tf

def per_example_loss(example):
    return tf.reduce_sum(example * example) + 1.0

batch = tf.constant([[1.0, 2.0], [3.0, 4.0], [0.5, -1.0]])
print(tf.vectorized_map(per_example_loss, batch))
print(tf.vectorized_map(lambda t: t * 2.0, batch))
print(tf.vectorized_map(lambda pair: (pair[0] + pair[1], pair[0] * pair[1]),
                        (tf.constant([1.0, 2.0]), tf.constant([3.0, 4.0]))))
w = tf.Variable([1.0, -1.0])
with tf.GradientTape() as tape:
    losses = tf.vectorized_map(lambda example: tf.reduce_sum(example * w) ** 2, batch)
    total = tf.reduce_sum(losses)
print(losses, tape.gradient(total, w))
