# Gradients through float16: TensorFlow computes them in float16, overflowing to inf where float32 would not
import tensorflow as tf

x = tf.constant([0.5, 2.0], tf.float16)
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = tf.sin(x) * x ** 3
    z = tf.exp(x * 10.0)
    s = tf.reduce_sum(tf.nn.sigmoid(x) * 300.0)
print(tape.gradient(y, x))
print(tape.gradient(z, x))
print(tape.gradient(s, x))
print(tape.jacobian(y, x))
v = tf.Variable([100.0, -3.0], dtype=tf.float16)
with tf.GradientTape() as tape:
    loss = tf.reduce_sum(v * v * v)
g = tape.gradient(loss, v)
print(g, g.dtype)
with tf.autodiff.ForwardAccumulator(x, tf.constant([1.0, 0.5], tf.float16)) as acc:
    w = x * tf.math.log(x)
print(acc.jvp(w))
w32 = tf.Variable(1.5)
with tf.GradientTape() as tape:
    half = tf.cast(w32, tf.float16)
    out = half * half
print(tape.gradient(out, w32))
