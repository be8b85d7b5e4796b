# Lambda layers running the program's own functions, with arguments, in Sequential and functional models
import numpy as np
import tensorflow as tf


def scaled_square(x, factor=1.0):
    return tf.square(x) * factor


tf.keras.utils.set_random_seed(1)
model = tf.keras.Sequential([
    tf.keras.Input(shape=(4,)),
    tf.keras.layers.Lambda(lambda x: x * 2.0 - 1.0),
    tf.keras.layers.Dense(3),
    tf.keras.layers.Lambda(scaled_square, arguments={"factor": 0.5}),
    tf.keras.layers.Lambda(lambda x: tf.reduce_sum(x, axis=-1, keepdims=True)),
])
model.summary()
x = np.array([[0.1, 0.2, 0.3, 0.4], [1.0, -1.0, 0.5, 0.0]], np.float32)
print(model(x).numpy())
with tf.GradientTape() as tape:
    y = tf.reduce_sum(model(x))
print(tape.gradient(y, model.layers[1].kernel).numpy())

inputs = tf.keras.Input(shape=(3, 2))
split = tf.keras.layers.Lambda(lambda t: t[:, 0, :])(inputs)
rest = tf.keras.layers.Lambda(lambda t: tf.reduce_max(t, axis=1), output_shape=(2,))(inputs)
outputs = tf.keras.layers.Concatenate()([split, rest])
functional = tf.keras.Model(inputs, outputs)
for layer in functional.layers:
    print(layer.name, layer.output.shape)
print(functional(tf.reshape(tf.range(12.0), (2, 3, 2))).numpy())
