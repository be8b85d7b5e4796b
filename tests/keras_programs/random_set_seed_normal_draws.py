# tf.random.set_seed, then several global-seeded draws in a row (TF random_numbers guide)
import tensorflow as tf

tf.random.set_seed(42)
a = tf.random.normal([2, 3])
b = tf.random.normal([2, 3])
print(a)
print(b)
print(tf.random.uniform([4]))
print(tf.random.uniform([2, 2], minval=-1.0, maxval=1.0))
print(tf.random.truncated_normal([3], mean=1.0, stddev=0.5))

# setting the same global seed again restarts the sequence
tf.random.set_seed(42)
print(tf.reduce_all(tf.random.normal([2, 3]) == a).numpy())
