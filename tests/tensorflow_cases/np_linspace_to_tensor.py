import numpy as np
import tensorflow as tf

xs = np.linspace(0.0, 1.0, 5)
t = tf.constant(xs)
print(t)
t32 = tf.constant(xs, dtype=tf.float32)
with tf.GradientTape() as tape:
    tape.watch(t32)
    y = tf.reduce_sum(t32 ** 2)
print(tape.gradient(y, t32))
