# Each tensor has its own dtype, as in TensorFlow; numpy values are off the tape.
import numpy as np
import tensorflow as tf

small = tf.constant([1.0, 2.0])
wide = tf.constant([1.0, 2.0], dtype=tf.float64)
count = tf.constant(3)
print(small.dtype, wide.dtype, count.dtype)
print(tf.constant(np.array([0.5, 0.25])).dtype)

with tf.GradientTape() as tape:
    tape.watch(wide)
    y = tf.reduce_sum(tf.exp(wide) / 3.0)
print(tape.gradient(y, wide))

with tf.GradientTape() as tape:
    tape.watch(count)
    z = count * count
print(tape.gradient(z, count))

v = tf.Variable([[1.0, 2.0], [3.0, 4.0]])
with tf.GradientTape() as tape:
    squared = v ** 2
    through_numpy = np.mean(squared, axis=0)
    loss = tf.reduce_sum(through_numpy)
print(through_numpy)
print(tape.gradient(loss, v))

values = v.numpy()
print(values.shape, values.dtype, values.sum(), values.T)
print([value for value in values[0]])
print(np.allclose(values, [[1, 2], [3, 4]]), values.tolist())
