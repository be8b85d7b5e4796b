# A variable's slices assigned: v[0].assign, v[0, 1].assign, v[1:3].assign, strided and broadcast.
import tensorflow as tf
v = tf.Variable([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
r = v[0].assign([7.0, 8.0, 9.0])
print(v.numpy())
print(v[0, 1].assign(0.5).numpy() if hasattr(v[0, 1].assign(0.5), "numpy") else None)
print(v.numpy())
v[:, 1:].assign([[1.0, 1.0], [2.0, 2.0]])
print(v.numpy())
try:
    v[0].assign(1.0)
    print("broadcast ok", v.numpy())
except Exception as e:
    print(type(e).__name__, e)
w = tf.Variable([1, 2, 3, 4])
w[1:3].assign([9, 9])
print(w.numpy())
w[::2].assign([0, 0])
print(w.numpy())
w[-1].assign(5)
print(w.numpy())
t = v[1]
print(t)
x = tf.Variable(2.0)
with tf.GradientTape() as tape:
    y = v[1] * x
print(tape.gradient(y, [v, x]))
