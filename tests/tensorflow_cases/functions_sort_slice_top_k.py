import tensorflow as tf

m = tf.reshape(tf.range(12.0), [3, 4])
print(tf.slice(m, [1, 1], [2, -1]))
print(tf.slice(m, begin=[0, 2], size=[3, 1], name="column"))
v = tf.constant([3.0, 1.0, 2.0, 2.0, -1.0])
print(tf.sort(v))
print(tf.sort(v, direction="DESCENDING"))
print(tf.argsort(v), tf.argsort(v, direction="DESCENDING", stable=True))
print(tf.sort(tf.constant([[3, 1, 2], [0, -1, 5]]), axis=0))
top = tf.math.top_k(v, k=3)
print(top.values, top.indices)
print(tf.nn.top_k([[1.0, 2.0], [4.0, 3.0]]))
values, indices = tf.math.top_k(v, 2, index_type=tf.int64)
print(values, indices)

with tf.GradientTape(persistent=True) as tape:
    tape.watch([v, m])
    s = tf.sort(v) * tf.range(5.0)
    t = tf.math.top_k(v, 2).values ** 2
    b = tf.slice(m, [1, 1], [2, 2]) ** 2
print(tape.gradient(s, v))
print(tape.gradient(t, v))
print(tape.gradient(b, m))

for bad in (lambda: tf.slice(m, [1, 1], [3, 1]), lambda: tf.slice(m, [4, 0], [0, 1]),
            lambda: tf.math.top_k(v, 9), lambda: tf.sort(v, direction="UP")):
    try:
        bad()
    except (tf.errors.InvalidArgumentError, ValueError) as e:
        print(type(e).__name__)
