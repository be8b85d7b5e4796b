# Generator.uniform / truncated_normal / integer uniform / uniform_full_int
import tensorflow as tf

g = tf.random.Generator.from_seed(2024)
print(g.uniform([3]))
print(g.uniform([2, 2], minval=-2.0, maxval=2.0))
print(g.uniform([5], minval=0, maxval=100, dtype=tf.int32))
print(g.truncated_normal([4]))
print(g.normal([2], mean=10.0, stddev=0.01).numpy())
print(g.uniform_full_int([2], dtype=tf.int64))
x = g.normal([1000])
print(f"mean={tf.reduce_mean(x).numpy():.4f} std={tf.math.reduce_std(x).numpy():.4f}")
