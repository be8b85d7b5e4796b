# tf.custom_gradient on methods: of a tf.Module and of a plain class, self bound before the gradient sees x.
import tensorflow as tf

class Scaler(tf.Module):
    def __init__(self, factor):
        super().__init__()
        self.factor = factor

    @tf.custom_gradient
    def clipped(self, x):
        y = x * self.factor
        def grad(upstream):
            return tf.clip_by_value(upstream * self.factor, -1.0, 1.0)
        return y, grad

class Plain:
    def __init__(self):
        self.k = 3.0

    @tf.custom_gradient
    def f(self, x):
        def grad(dy):
            return dy * self.k * 10.0
        return x * self.k, grad

s = Scaler(2.0)
x = tf.Variable([0.2, 0.7])
with tf.GradientTape() as tape:
    y = tf.reduce_sum(s.clipped(x))
print(y, tape.gradient(y, x))
p = Plain()
x2 = tf.constant(1.5)
with tf.GradientTape() as tape:
    tape.watch(x2)
    z = p.f(x2)
print(z, tape.gradient(z, x2))
