# tf.random.shuffle and tf.random.categorical after set_seed
import tensorflow as tf

tf.random.set_seed(5)
x = tf.range(10)
print(tf.random.shuffle(x))
print(tf.random.shuffle(x, seed=1))
m = tf.reshape(tf.range(8), (4, 2))
print(tf.random.shuffle(m))  # shuffles rows only
logits = tf.math.log([[0.1, 0.2, 0.7], [0.98, 0.01, 0.01]])
samples = tf.random.categorical(logits, num_samples=8)
print(samples)
print(samples.dtype)
print(tf.random.categorical(logits, 5, seed=3, dtype=tf.int32))
