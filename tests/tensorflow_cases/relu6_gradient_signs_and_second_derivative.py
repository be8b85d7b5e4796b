# Relu6Grad multiplies the gradient by its mask (a negative gradient gives -0 outside (0, 6)), and its own
# gradient is zeros, not None: at the kinks, beyond 6, at inf and nan.
import tensorflow as tf

x = tf.constant([-1.0, 0.0, 3.0, 6.0, 7.0, float("inf"), float("nan")])
with tf.GradientTape() as t2:
    t2.watch(x)
    with tf.GradientTape() as t1:
        t1.watch(x)
        y = tf.nn.relu6(x)
    g = t1.gradient(y, x, output_gradients=tf.constant([-1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0]))
print(y.numpy(), g.numpy(), t2.gradient(g, x))
