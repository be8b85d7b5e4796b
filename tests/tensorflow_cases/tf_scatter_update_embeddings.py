# An embedding table updated row by row with tensor_scatter_nd_update, and a variable's rows reset by slices.
import tensorflow as tf

table = tf.Variable(tf.reshape(tf.range(12, dtype=tf.float32), [4, 3]) / 10.0)
ids = tf.constant([[2], [0]])
with tf.GradientTape() as tape:
    rows = tf.gather_nd(table, ids)
    loss = tf.reduce_sum(rows ** 2)
grads = tf.convert_to_tensor(tape.gradient(loss, table))  # (an IndexedSlices, made dense)
print(grads)
updated = tf.tensor_scatter_nd_update(table, ids, tf.gather_nd(table, ids) - 0.1 * tf.gather_nd(grads, ids))
print(updated)
table.assign(updated)
table[3].assign(tf.zeros([3]))
table[1, :2].assign([9.0, 9.0])
print(table.numpy())
counts = tf.tensor_scatter_nd_add(tf.zeros([4], tf.int32), [[2], [0], [2]], [1, 1, 1])
print(counts)
