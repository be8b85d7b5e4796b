import tensorflow as tf

a = tf.constant(4.0)
b = tf.constant([1.0, 2.0])
c = tf.constant([[1, 2], [3, 4]])
print([a, None])
print((a, b))
print({"a": a, "b": b})
print([c])
print([tf.Variable(1.5), tf.Variable([1, 2])])
print("a =", a, "b =", b)
print("list:", [a * 2, b * 2])
print(str([a]))
pairs = list(zip(["w", "b"], [a, b]))
print(pairs)
nested = {"layer": [a, {"bias": b}]}
print(nested)
print([tf.constant(0.1), tf.constant(0.1, tf.float64)])
print((a,), [[b]])
