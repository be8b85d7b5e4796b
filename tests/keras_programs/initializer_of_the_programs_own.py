# A layer's initializers given as the program's own functions, as Keras takes any callable.
import tensorflow as tf


def halves(shape, dtype=None):
    return tf.fill(shape, 0.5)


layer = tf.keras.layers.Dense(2, kernel_initializer=halves, bias_initializer=lambda shape, dtype=None: tf.ones(shape))
x = tf.constant([[1.0, 2.0, 3.0]])
with tf.GradientTape() as tape:
    y = tf.reduce_sum(layer(x) ** 2)
print(layer(x))
print(tape.gradient(y, layer.trainable_variables))
