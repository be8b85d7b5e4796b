# residual connection with layers.Add in the functional API, and its gradient
import numpy as np
import tensorflow as tf

inp = tf.keras.Input(shape=(2,))
h = tf.keras.layers.Dense(2, kernel_initializer=tf.keras.initializers.Constant([[1.0, 0.0], [2.0, -1.0]]),
                          activation="relu")(inp)
out = tf.keras.layers.Add()([inp, h])
model = tf.keras.Model(inp, out)
x = tf.constant([[1.0, 1.0], [-1.0, 2.0]])
print(model(x))
with tf.GradientTape() as tape:
    tape.watch(x)
    y = tf.reduce_sum(model(x))
print(tape.gradient(y, x))
print(tf.keras.layers.add([x, x]).numpy())
print(tf.keras.layers.Add()([x, x, x]).numpy())
