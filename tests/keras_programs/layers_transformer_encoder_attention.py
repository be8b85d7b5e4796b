# a transformer encoder block as the Keras text-classification tutorial writes it (MultiHeadAttention, Dropout,
# LayerNormalization, a feed-forward pair of Dense layers), in the functional API; summary and a GradientTape step
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(23)
inputs = tf.keras.Input(shape=(5, 8))
attended = tf.keras.layers.MultiHeadAttention(num_heads=2, key_dim=8)(inputs, inputs)
attended = tf.keras.layers.Dropout(0.1)(attended)
x = tf.keras.layers.LayerNormalization(epsilon=1e-6)(tf.keras.layers.Add()([inputs, attended]))
forward = tf.keras.layers.Dense(16, activation="relu")(x)
forward = tf.keras.layers.Dense(8)(forward)
x = tf.keras.layers.LayerNormalization(epsilon=1e-6)(tf.keras.layers.Add()([x, forward]))
x = tf.keras.layers.GlobalAveragePooling1D()(x)
outputs = tf.keras.layers.Dense(2, activation="softmax")(x)
model = tf.keras.Model(inputs, outputs)
model.summary()
data = np.random.default_rng(8).normal(size=(3, 5, 8)).astype(np.float32)
print(model(data).numpy())
loss_function = tf.keras.losses.SparseCategoricalCrossentropy()
with tf.GradientTape() as tape:
    loss = loss_function(np.array([0, 1, 1]), model(data))
print(loss.numpy())
for variable, gradient in zip(model.trainable_variables, tape.gradient(loss, model.trainable_variables)):
    print(variable.path, gradient.numpy().ravel()[:3])
