import tensorflow as tf

# Every digit of float32 results: TensorFlow's kernels (Eigen's packet routines for 8 at a time, glibc's for
# the rest, Eigen's order of sums), not numpy's.
x = tf.linspace(-3.0, 3.0, 13)
for name, f in [("exp", tf.exp), ("log1p", lambda v: tf.math.log1p(tf.abs(v))), ("tanh", tf.tanh),
                ("sigmoid", tf.sigmoid), ("sin", tf.sin), ("erf", tf.math.erf), ("softplus", tf.nn.softplus),
                ("rsqrt", lambda v: tf.math.rsqrt(tf.abs(v) + 1.0)), ("pow", lambda v: tf.pow(tf.abs(v), 0.7))]:
    print(name, [float(v) for v in f(x).numpy()])
with tf.GradientTape() as tape:
    tape.watch(x)
    y = tf.reduce_sum(tf.tanh(x) * tf.sin(x)) + tf.reduce_mean(tf.nn.softmax(tf.reshape(x[:12], [3, 4])) ** 2)
print("value", float(y.numpy()))
print("gradient", [float(v) for v in tape.gradient(y, x).numpy()])
print("sum", float(tf.reduce_sum(tf.range(10000, dtype=tf.float32) / 7.0).numpy()))
