# Guide: autodiff, section "Gradient tapes" (w, b sources; list and dict of sources)
# Adapted: w is initialised deterministically instead of tf.random.normal.
import tensorflow as tf

w = tf.Variable(tf.reshape(tf.range(6, dtype=tf.float32) / 10.0 - 0.2, (3, 2)), name='w')
b = tf.Variable(tf.zeros(2, dtype=tf.float32), name='b')
x = [[1., 2., 3.]]

with tf.GradientTape(persistent=True) as tape:
  y = x @ w + b
  loss = tf.reduce_mean(y**2)

[dl_dw, dl_db] = tape.gradient(loss, [w, b])

print(w.shape)
print(dl_dw.shape)
print(dl_dw)

my_vars = {
    'w': w,
    'b': b
}

grad = tape.gradient(loss, my_vars)
print(grad['b'])
print(sorted(grad.keys()))
