# a 1D CNN as text-classification tutorials build it: Conv1D, MaxPooling1D, GlobalMaxPooling1D; summary and gradients
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(7)
model = tf.keras.Sequential([
    tf.keras.Input(shape=(12, 3)),
    tf.keras.layers.Conv1D(4, 3, activation="relu"),
    tf.keras.layers.MaxPooling1D(2),
    tf.keras.layers.Conv1D(5, 2, padding="same", activation="relu"),
    tf.keras.layers.GlobalMaxPooling1D(),
    tf.keras.layers.Dense(1),
])
model.summary()
x = np.random.default_rng(1).normal(size=(2, 12, 3)).astype(np.float32)
print(model(x).numpy())
with tf.GradientTape() as tape:
    loss = tf.reduce_mean(model(x) ** 2)
for variable, gradient in zip(model.trainable_variables, tape.gradient(loss, model.trainable_variables)):
    print(variable.path, gradient.numpy().ravel()[:6])
