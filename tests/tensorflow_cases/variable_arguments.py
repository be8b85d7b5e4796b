import tensorflow as tf

v = tf.Variable([1.0, 2.0], validate_shape=False, name="loose")  # eager: the shape is known, and kept
try:
    v.assign([1.0, 2.0, 3.0])
except ValueError:
    print("ValueError")
print(v)
w = tf.Variable([1.0, 2.0], shape=[None], trainable=True, caching_device=None, constraint=None)
w.assign([4.0])
print(w.numpy(), w.trainable)
fixed = tf.Variable([1.0, 2.0], name="fixed")
try:
    fixed.assign([1.0, 2.0, 3.0])
except ValueError:
    print("ValueError")
try:
    tf.Variable([1.0, 2.0], shape=[3])
except ValueError:
    print("ValueError")
u = tf.Variable(2.0, None, True, None, "positional")
print(u.name, u.trainable)
with tf.GradientTape() as tape:
    y = u * u + w[0]
print(tape.gradient(y, [u, w]))
