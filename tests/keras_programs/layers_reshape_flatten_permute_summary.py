# Reshape (with -1), Flatten, Permute and RepeatVector in one model: summary, values and a gradient
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(1)
model = tf.keras.Sequential([
    tf.keras.Input(shape=(12,)),
    tf.keras.layers.Reshape((3, -1)),
    tf.keras.layers.Permute((2, 1)),
    tf.keras.layers.Flatten(),
    tf.keras.layers.RepeatVector(2),
    tf.keras.layers.Reshape((2, 3, 4)),
    tf.keras.layers.Flatten(),
    tf.keras.layers.Dense(2),
])
model.summary()
x = np.arange(24, dtype=np.float32).reshape(2, 12) / 24.0
print(model.layers[2](model.layers[1](model.layers[0](x))).numpy())
with tf.GradientTape() as tape:
    y = tf.reduce_sum(model(x) ** 2)
print(tape.gradient(y, model.layers[-1].kernel).numpy())
