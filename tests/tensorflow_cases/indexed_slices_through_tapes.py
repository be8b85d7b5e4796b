# A gather's IndexedSlices through a cast, an outer tape, output gradients, a jacobian, forward mode
import tensorflow as tf

v = tf.Variable([1.0, 2.0, 3.0])
with tf.GradientTape(persistent=True) as tape:
    to_half = tf.reduce_sum(tf.gather(tf.cast(v, tf.float16), [2, 2]))
    to_double = tf.reduce_sum(tf.gather(tf.cast(v, tf.float64), [0, 2]) * 3.0)
    to_int = tf.reduce_sum(tf.gather(tf.cast(v, tf.int32), [0]))
print(tape.gradient(to_half, v))
print(tape.gradient(to_double, v))
print(tape.gradient(to_int, v))

with tf.GradientTape() as outer:
    with tf.GradientTape() as inner:
        y = tf.reduce_sum(tf.gather(v, [0, 2, 2]) ** 3)
    g = inner.gradient(y, v)
    print(type(g).__name__, g.values)
    z = tf.reduce_sum(tf.convert_to_tensor(g) ** 2)
print(outer.gradient(z, v))

x = tf.constant([1.0, 2.0, 3.0])
with tf.autodiff.ForwardAccumulator(x, tf.constant([1.0, 10.0, 100.0])) as acc:
    y = tf.gather(x, [2, 0, 2]) * 2.0
print(acc.jvp(y))
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = tf.gather(x, [[1, 1], [0, 2]])
    s = tf.reduce_sum(y * y)
print(tape.gradient(s, x))
print(tape.gradient(y, x, output_gradients=tf.constant([[1.0, 2.0], [3.0, 4.0]])))
print(tape.jacobian(y, x))

table = tf.Variable(tf.reshape(tf.range(12.0), [4, 3]))
with tf.GradientTape() as tape:
    out = tf.reduce_sum(tf.gather(table, tf.constant([[3, 1], [1, 1]])) * tf.reshape(tf.range(12.0), [2, 2, 3]))
rows = tape.gradient(out, table)
print(rows)
print(tf.convert_to_tensor(rows))

w = tf.Variable([1.0, 2.0, 3.0])
with tf.GradientTape() as tape:  # gathers before and after an assignment: one gradient, both reads' rows
    before = tf.reduce_sum(tf.gather(w, [0, 1]) * tf.constant([1.0, 2.0]))
    w.assign([4.0, 5.0, 6.0])
    after = tf.reduce_sum(tf.gather(w, [2, 2]) * tf.constant([3.0, 4.0]))
print(tape.gradient(before + after, w))
