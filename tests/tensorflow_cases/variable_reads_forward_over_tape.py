import tensorflow as tf
v = tf.Variable(2.0)
with tf.autodiff.ForwardAccumulator(v, tf.constant(1.0)) as acc:
    with tf.GradientTape(persistent=True) as tape:
        y = v * v
        z = v.assign(3.0) * v
    g = tape.gradient(y, v)
    print(tape.gradient(z, v))
print(acc.jvp(g))
print(acc.jvp(y))
with tf.GradientTape() as t:
    r = v.read_value()
    s = r * v
print(t.jacobian(s, [v, r]))
x = tf.Variable([[1.0, 2.0]])
with tf.GradientTape() as tape:
    y = x * x
    w = x.assign([[3.0, 1.0]]) * x
print(tape.batch_jacobian(y + w, x))
