# Second and third derivatives from nested tapes: each gradient computed while
# an outer tape records is itself differentiable.
import tensorflow as tf

x = tf.Variable(0.5)
with tf.GradientTape() as third:
    with tf.GradientTape() as second:
        with tf.GradientTape() as first:
            y = tf.sin(x) * x
        dy = first.gradient(y, x)
    d2y = second.gradient(dy, x)
d3y = third.gradient(d2y, x)
print("dy  ", dy.numpy())
print("d2y ", d2y.numpy())
print("d3y ", d3y.numpy())

w = tf.Variable([0.5, -1.0, 2.0])
with tf.GradientTape() as outer:
    with tf.GradientTape() as inner:
        f = tf.reduce_sum(tf.tanh(w) * w[0])
    g = inner.gradient(f, w)
hessian = outer.jacobian(g, w)
print(hessian)
print(hessian.shape)
