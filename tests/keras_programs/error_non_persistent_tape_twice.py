# calling gradient twice on a non-persistent tape
import tensorflow as tf

layer = tf.keras.layers.Dense(1, kernel_initializer="ones")
x = tf.constant([[1.0, 2.0]])
with tf.GradientTape() as tape:
    y = layer(x)
    loss = tf.reduce_sum(y ** 2)
print(tape.gradient(loss, layer.kernel))
print(tape.gradient(loss, layer.bias))
