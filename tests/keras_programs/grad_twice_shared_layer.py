# why is my gradient twice as big: the same layer (shared weights) is applied twice
import tensorflow as tf

layer = tf.keras.layers.Dense(1, kernel_initializer="ones", use_bias=False)
x1 = tf.constant([[1.0, 2.0]])
x2 = tf.constant([[1.0, 2.0]])
with tf.GradientTape() as tape:
    loss = tf.reduce_sum(layer(x1)) + tf.reduce_sum(layer(x2))
print(tape.gradient(loss, layer.kernel))

w = tf.Variable(3.0)
with tf.GradientTape() as tape:
    y = w * w      # w used twice: dy/dw = 2w
print(tape.gradient(y, w))
with tf.GradientTape() as tape:
    y = tf.reduce_sum(w * tf.ones(4))   # broadcast: gradient summed over 4 copies
print(tape.gradient(y, w))
