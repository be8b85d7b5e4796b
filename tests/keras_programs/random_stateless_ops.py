# stateless random ops: same seed -> same numbers, every time
import tensorflow as tf

print(tf.random.stateless_normal(shape=[2, 3], seed=[1, 2]))
print(tf.random.stateless_normal(shape=[2, 3], seed=[1, 2]))
print(tf.random.stateless_uniform([3], seed=[3, 4]))
print(tf.random.stateless_uniform([3], seed=[3, 4], minval=0, maxval=10, dtype=tf.int32))
print(tf.random.stateless_truncated_normal([4], seed=[5, 6]))
print(tf.random.stateless_normal([2], seed=(1, 2), mean=3.0, stddev=2.0).numpy())
print(tf.random.stateless_categorical(tf.math.log([[0.5, 0.5], [0.1, 0.9]]), 6, seed=[7, 8]))
