# a two-branch functional model joined by Multiply, Subtract, Maximum and Dot: summary ("Connected to") and outputs
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(21)
left = tf.keras.Input(shape=(4,), name="left")
right = tf.keras.Input(shape=(4,), name="right")
a = tf.keras.layers.Dense(3, activation="tanh")(left)
b = tf.keras.layers.Dense(3, activation="tanh")(right)
product = tf.keras.layers.Multiply()([a, b])
difference = tf.keras.layers.Subtract()([a, b])
largest = tf.keras.layers.Maximum()([product, difference])
similarity = tf.keras.layers.Dot(axes=1, normalize=True)([a, b])
outputs = tf.keras.layers.Concatenate()([largest, similarity])
model = tf.keras.Model([left, right], outputs)
model.summary()
rng = np.random.default_rng(0)
data = [rng.normal(size=(3, 4)).astype(np.float32), rng.normal(size=(3, 4)).astype(np.float32)]
print(model(data).numpy())
with tf.GradientTape() as tape:
    loss = tf.reduce_sum(model(data) ** 2)
for variable, gradient in zip(model.trainable_variables, tape.gradient(loss, model.trainable_variables)):
    print(variable.path, gradient.numpy().ravel())
