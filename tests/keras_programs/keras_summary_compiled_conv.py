# summary() of a compiled conv model: after compile the optimizer is not yet built
import tensorflow as tf

model = tf.keras.Sequential([
    tf.keras.Input(shape=(6, 6, 1)),
    tf.keras.layers.Conv2D(4, 3, activation="relu"),
    tf.keras.layers.MaxPooling2D(2),
    tf.keras.layers.Flatten(),
    tf.keras.layers.Dense(2),
])
model.compile(optimizer="adam", loss="mse")
model.summary()
