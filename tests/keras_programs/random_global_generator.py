# tf.random's global generator, replaced by a seeded one; a generator's state shared through from_state
import tensorflow as tf

tf.random.set_global_generator(tf.random.Generator.from_seed(123))
g = tf.random.get_global_generator()
print(g.normal([2, 2]))
print(g.uniform_full_int([3]))
print(g.uniform([2], minval=10, maxval=20, dtype=tf.int64))
children = g.split(2)
print([c.uniform([1]).numpy() for c in children])
twin = tf.random.Generator.from_state(g.state, alg="philox")
print(twin.normal([1]), g.normal([1]))
print(g.state.numpy(), twin.state.numpy())
g.reset_from_seed(123)
print(tf.random.get_global_generator().normal([2, 2]))
