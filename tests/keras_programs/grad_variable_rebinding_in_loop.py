# x = x + 1 turns a Variable into a Tensor, and the next gradient is None (autodiff guide)
import tensorflow as tf

x = tf.Variable(2.0)
for epoch in range(2):
    with tf.GradientTape() as tape:
        y = x + 1
    print(type(x).__name__, ":", tape.gradient(y, x))
    x = x + 1  # This should be `x.assign_add(1)`

v = tf.Variable(2.0)
for epoch in range(2):
    with tf.GradientTape() as tape:
        y = v * v
    print(type(v).__name__, ":", tape.gradient(y, v).numpy())
    v.assign_add(1.0)
