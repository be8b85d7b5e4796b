import tensorflow as tf

# Forward mode: the directional derivative of a function along a tangent.
x = tf.constant([0.5, -1.0, 2.0])
v = tf.constant([1.0, 0.0, -1.0])
with tf.autodiff.ForwardAccumulator(x, v) as acc:
    y = tf.reduce_sum(tf.sin(x) * x)
    z = tf.nn.relu(x) * 3.0
print(acc.jvp(y))
print(acc.jvp(z))
print(acc.jvp(tf.constant(1.0)), acc.jvp(tf.floor(x)))
print(acc.jvp([y, x]))

# Forward over reverse: a Hessian-vector product, the weights a variable.
w = tf.Variable([[1.0, -2.0], [0.5, 0.25]], name="w")
inputs = tf.constant([[0.3, 0.7], [-1.2, 0.4]])
tangent = tf.constant([[0.1, 0.0], [0.0, -0.1]])
with tf.autodiff.ForwardAccumulator(w, tangent) as acc:
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.tanh(tf.matmul(inputs, w)) ** 2)
    grad = tape.gradient(loss, w)
print(grad)
print(acc.jvp(grad))
print(acc.jvp(w))

# Reverse over forward: the gradient of a directional derivative.
with tf.GradientTape() as tape:
    tape.watch(x)
    with tf.autodiff.ForwardAccumulator(x, v) as acc:
        y = tf.reduce_sum(tf.exp(x) * tf.cos(x))
    directional = acc.jvp(y)
print(tape.gradient(directional, x))

# Nested accumulators: a second directional derivative.
s = tf.constant(0.4)
with tf.autodiff.ForwardAccumulator(s, tf.constant(1.0)) as outer:
    with tf.autodiff.ForwardAccumulator(s, tf.constant(1.0)) as inner:
        q = tf.exp(tf.sin(s))
    first = inner.jvp(q)
print(first, outer.jvp(first))
