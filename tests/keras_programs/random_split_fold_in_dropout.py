# stateless seeds: split and fold_in; dropout, stateful and stateless; a Generator's state
import tensorflow as tf

seeds = tf.random.split([1, 2], num=3)
print(seeds)
for s in seeds:
    print(tf.random.stateless_uniform([2], seed=s))
print(tf.random.fold_in([1, 2], 7))
print(tf.random.experimental.stateless_split(tf.constant([3, 4], dtype=tf.int64)))
print(tf.random.stateless_uniform([4], seed=[5, 6], minval=-3, maxval=3, dtype=tf.int64))
print(tf.random.stateless_normal([2, 2], seed=[0, 0], dtype=tf.float64))

tf.random.set_seed(9)
x = tf.ones([3, 4])
print(tf.nn.dropout(x, rate=0.5))
print(tf.nn.dropout(x, rate=0.25, seed=2))
print(tf.nn.dropout(x, rate=0.5, noise_shape=[3, 1], seed=2))
print(tf.nn.experimental.stateless_dropout(x, rate=0.5, seed=[1, 2]))

g = tf.random.Generator.from_seed(7)
print(g.state)
print(g.make_seeds(2))
g.skip(10)
print(g.state.numpy())
print(g.uniform([2], dtype=tf.float64))
h = tf.random.Generator.from_state(g.state, alg="philox")
print(h.normal([2]), g.normal([2]))
