# divmod splits examples into full batches and a remainder, as a training loop does.
import tensorflow as tf

n = 10
batch = 4
full, rest = divmod(n, batch)
print(full, rest)
print(divmod(-7, 2), divmod(7.5, 2.0), divmod(9, -4))
x = tf.reshape(tf.range(n, dtype=tf.float32), [n, 1])
for i in range(full + (1 if rest else 0)):
    part = x[i * batch:(i + 1) * batch]
    print(i, part.shape, float(tf.reduce_sum(part)))
