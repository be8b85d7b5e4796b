import tensorflow as tf

scale = tf.Variable(10.0, trainable=False, name="scale")
w = tf.Variable([1.0, 2.0], name="w")
with tf.GradientTape() as tape:
    loss = tf.reduce_sum(scale * w ** 2)
grads = tape.gradient(loss, [w, scale])
print(grads[0])
print(grads[1])
print([v.name for v in tape.watched_variables()])
print(scale.trainable, w.trainable)
with tf.GradientTape() as tape:
    tape.watch(scale)
    loss = tf.reduce_sum(scale * w ** 2)
print(tape.gradient(loss, scale))
scale.assign(0.5)
print(scale)
