# global seed + op-level seed: repeated calls of the same op still differ
import tensorflow as tf

tf.random.set_seed(1234)
print(tf.random.uniform([1], seed=1))
print(tf.random.uniform([1], seed=1))
print(tf.random.normal([2], seed=7))
print(tf.random.normal([2], seed=7))

tf.random.set_seed(1234)
print("after reseeding:")
print(tf.random.uniform([1], seed=1))
print(tf.random.uniform([1], seed=1))
print(tf.random.normal([2], seed=7).numpy())
