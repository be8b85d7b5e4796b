import tensorflow as tf

m = tf.constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]])
print(m[0])
print(m[1, 2])
print(m[:, 1])
print(m[1:, :2])
print(m[-1])
print(m[::2])
print(m[..., 0])
print(m[None, 0].shape)
print(m[0][1:])
print(m[tf.constant(2)])
v = tf.Variable([1.0, 2.0, 3.0, 4.0])
print(v[1:3])
print(v[::-1])
print(v[-2].numpy())
with tf.GradientTape() as tape:
    y = v[1] * v[3]
print(tape.gradient(y, v))
row = m[0]
a, b, c = row.numpy()
print(a, b, c)
print(len(m), len(m[0]))
for r in m:
    print(r.numpy().sum())
