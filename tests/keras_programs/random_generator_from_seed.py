# tf.random.Generator (TF random_numbers guide)
import tensorflow as tf

g1 = tf.random.Generator.from_seed(1)
print(g1.normal(shape=[2, 3]))
g1p = tf.random.Generator.from_seed(1, alg='philox')
print(g1p.normal(shape=[2, 3]))

g = tf.random.Generator.from_seed(1)
print(g.normal([]))
print(g.normal([]))
g.reset_from_seed(1)
print(g.normal([]))

g = tf.random.Generator.from_seed(1)
print(g.normal([]))
new_gs = g.split(3)
for new_g in new_gs:
    print(new_g.normal([]))
print(g.normal([]))
