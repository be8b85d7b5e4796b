# Dropout inside a Sequential model: model(x, training=True) vs predict, after set_random_seed
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(2)
model = tf.keras.Sequential([
    tf.keras.Input(shape=(4,)),
    tf.keras.layers.Dense(6, kernel_initializer="ones", activation="relu"),
    tf.keras.layers.Dropout(0.5),
    tf.keras.layers.Dense(1, kernel_initializer="ones"),
])
x = np.ones((3, 4), dtype=np.float32)
print(model(x).numpy().ravel())
print(model(x, training=True).numpy().ravel())
print(model(x, training=True).numpy().ravel())
print(model.predict(x, verbose=0).ravel())
with tf.GradientTape() as tape:
    loss = tf.reduce_sum(model(x, training=True))
print(tape.gradient(loss, model.layers[0].kernel).numpy())
