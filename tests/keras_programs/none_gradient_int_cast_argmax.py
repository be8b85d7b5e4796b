# why is my gradient None: integer casts, argmax and round are not differentiable paths
import tensorflow as tf

w = tf.Variable([0.2, 1.7, -0.4])
with tf.GradientTape(persistent=True) as tape:
    as_int = tf.cast(w, tf.int32)
    back = tf.cast(as_int, tf.float32)
    s_cast = tf.reduce_sum(back)
    idx = tf.argmax(w)
    s_round = tf.reduce_sum(tf.round(w))
    s_ok = tf.reduce_sum(tf.nn.softmax(w) * tf.constant([0.0, 1.0, 2.0]))
print(tape.gradient(s_cast, w))
print(idx, tape.gradient(tf.cast(idx, tf.float32), w))
print(tape.gradient(s_round, w))
print(tape.gradient(s_ok, w))
print(tape.gradient(s_cast, w, unconnected_gradients=tf.UnconnectedGradients.ZERO))
