# integer uniform needs maxval; float64 draws; shapes given as tuples
import tensorflow as tf

tf.random.set_seed(7)
ints = tf.random.uniform((2, 5), minval=0, maxval=10, dtype=tf.int32)
print(ints)
print(ints.dtype)
d = tf.random.normal((3,), dtype=tf.float64)
print(d)
print(tf.random.uniform((2,), minval=5.0, maxval=6.0, dtype=tf.float64).numpy())
t = tf.random.truncated_normal((2, 2), stddev=0.1, seed=3)
print(t.numpy())
print("max |t| <= 0.2:", bool(tf.reduce_max(tf.abs(t)) <= 0.2))
