import tensorflow as tf

a = tf.constant(2.0)
v = tf.Variable(3.0)
with tf.GradientTape() as tape:
    tape.watch(a)
    packed = tf.convert_to_tensor([a, v * a, 1.0])
    total = tf.reduce_sum(packed * packed)
print(packed)
print(tape.gradient(total, [a, v]))
print(tf.convert_to_tensor(1, dtype_hint=tf.float32), tf.convert_to_tensor(1.5, dtype_hint=tf.int32))
print(tf.convert_to_tensor([[1, 2], [3, 4]], dtype=tf.float64, name="m"))
print(tf.convert_to_tensor(v), tf.convert_to_tensor(a, dtype=tf.float32))
try:
    tf.convert_to_tensor(a, dtype=tf.float64)
except ValueError:
    print("ValueError")
print(tf.fill([2, 3], 1.5), tf.fill((2,), 7))
with tf.GradientTape() as tape:
    tape.watch(a)
    f = tf.fill([2, 2], a) * tf.constant([[1.0, 2.0], [3.0, 4.0]])
print(tape.gradient(f, a))
print(tf.shape(packed), tf.size(packed, out_type=tf.int64), tf.rank(packed))
