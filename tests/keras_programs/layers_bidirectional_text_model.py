# a text classifier as the RNN tutorials build it: Embedding, Bidirectional(LSTM), Dense; summary, outputs, gradients
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(4)
model = tf.keras.Sequential([
    tf.keras.Input(shape=(6,)),
    tf.keras.layers.Embedding(20, 4),
    tf.keras.layers.Bidirectional(tf.keras.layers.LSTM(3, return_sequences=True)),
    tf.keras.layers.Bidirectional(tf.keras.layers.GRU(2), merge_mode="sum"),
    tf.keras.layers.Dense(2, activation="relu"),
    tf.keras.layers.Dense(1),
])
model.summary()
for weight in model.layers[1].weights:
    print(weight.path, weight.shape)
tokens = np.array([[1, 5, 7, 0, 0, 3], [19, 2, 2, 8, 11, 4]])
print(model(tokens).numpy())
with tf.GradientTape() as tape:
    loss = tf.reduce_mean(tf.square(model(tokens) - 1.0))
print(loss.numpy())
for variable, gradient in zip(model.trainable_variables, tape.gradient(loss, model.trainable_variables)):
    print(variable.path, gradient.numpy().ravel()[:5] if not hasattr(gradient, "indices") else gradient.values.numpy().ravel()[:5])
