# A gather's gradient along axis 0 is IndexedSlices: its rows, their indices and the dense shape
import tensorflow as tf

v = tf.Variable([[0.5, 0.5]] * 3)
with tf.GradientTape(persistent=True) as tape:
    rows = tf.gather(v, [1, 1]) * tf.constant([[1.0, -2.0], [0.5, 3.0]])
    loss = tf.reduce_sum(rows)
    two_gathers = loss + tf.reduce_sum(tf.gather(v, [[2], [0]]))  # sparse + sparse: concatenated
    with_dense = loss + tf.reduce_sum(v * 2.0)  # sparse + dense: dense
    through_identity = tf.reduce_sum(tf.gather(tf.identity(v), [2]))
    through_product = tf.reduce_sum(tf.gather(v * 1.0, [2]))
    along_axis_1 = tf.reduce_sum(tf.gather(v, [1], axis=1))
    int64_indices = tf.reduce_sum(tf.gather(v, tf.constant([0, 2, 0], tf.int64)))
g = tape.gradient(loss, v)
print(type(g).__name__, isinstance(g, tf.IndexedSlices), isinstance(g, tf.Tensor))
print(g)
print(g.values)
print(g.indices)
print(g.dense_shape)
print(g.dtype, g.shape, g.device)
print(tf.convert_to_tensor(g))
print(tape.gradient(two_gathers, v))
print(tape.gradient(with_dense, v))
print(type(tape.gradient(through_identity, v)).__name__, type(tape.gradient(through_product, v)).__name__,
      type(tape.gradient(along_axis_1, v)).__name__)
print(tape.gradient(int64_indices, v))
print(tape.jacobian(two_gathers, v))
both = tape.gradient([loss, two_gathers], [v, v])
print([type(each).__name__ for each in both], both[1])

x = tf.constant([1.0, 2.0, 3.0])
with tf.GradientTape() as tape:
    tape.watch(x)
    y = tf.reduce_sum(tf.gather(x, [0, 2, 2]) * tf.constant([1.0, 2.0, 3.0]))
print(tape.gradient(y, x))

print(-g)
print(tf.multiply(g, 2.0))
print(tf.reduce_sum(g), tf.norm(g))
print(tf.add_n([g, g]))
print(tf.identity(g))
print(tf.cast(g, tf.float64))
print(tf.clip_by_norm(g, 1.0))
print(tf.clip_by_value(g, 0.0, 1.0))
clipped, norm = tf.clip_by_global_norm([g, tf.constant([3.0, 4.0])], 1.0)
print(clipped[0], clipped[1], norm)
made = tf.IndexedSlices(tf.constant([[1.0, 2.0], [3.0, 4.0]]), tf.constant([2, 0]), tf.constant([3, 2]))
print(made)
print(tf.convert_to_tensor(made))
print(tf.IndexedSlices(tf.constant([[1.0, 2.0]]), tf.constant([0])))
