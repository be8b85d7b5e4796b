# An IndexedSlices has no numpy(): its values do, and so does it made dense
import tensorflow as tf

v = tf.Variable([1.0, 2.0, 3.0])
with tf.GradientTape() as tape:
    loss = tf.reduce_sum(tf.gather(v, [2, 0]))
g = tape.gradient(loss, v)
print(g.values.numpy(), g.indices.numpy(), tf.convert_to_tensor(g).numpy())
print(g.numpy())
