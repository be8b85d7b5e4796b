# a transformer-style residual block (Dense, Dropout, Add, LayerNormalization(epsilon=1e-6)) in the functional API
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(11)
inputs = tf.keras.Input(shape=(5, 8))
x = tf.keras.layers.LayerNormalization(epsilon=1e-6)(inputs)
x = tf.keras.layers.Dense(16, activation="relu")(x)
x = tf.keras.layers.Dense(8)(x)
x = tf.keras.layers.Add()([inputs, x])
x = tf.keras.layers.LayerNormalization(epsilon=1e-6)(x)
x = tf.keras.layers.GlobalAveragePooling1D()(x)
outputs = tf.keras.layers.Dense(3)(x)
model = tf.keras.Model(inputs, outputs)
model.summary()
data = np.random.default_rng(4).normal(size=(3, 5, 8)).astype(np.float32)
print(model(data).numpy())
with tf.GradientTape() as tape:
    loss = tf.reduce_mean(tf.square(model(data)))
for variable, gradient in zip(model.trainable_variables, tape.gradient(loss, model.trainable_variables)):
    print(variable.path, gradient.numpy().ravel()[:4])
