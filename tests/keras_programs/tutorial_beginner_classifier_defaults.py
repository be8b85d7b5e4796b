# The beginner quickstart's model and training, on small random "images": fit with every default,
# evaluate with verbose=2, then a probability model
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(40)
x_train = np.random.rand(64, 6, 6).astype("float32")
y_train = np.argmax(x_train.reshape(64, -1)[:, :4], axis=1)
x_test, y_test = x_train[:16], y_train[:16]
model = tf.keras.models.Sequential([
    tf.keras.layers.Input(shape=(6, 6)),
    tf.keras.layers.Flatten(),
    tf.keras.layers.Dense(32, activation="relu"),
    tf.keras.layers.Dropout(0.2),
    tf.keras.layers.Dense(4),
])
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
model.compile(optimizer="adam", loss=loss_fn, metrics=["accuracy"])
model.fit(x_train, y_train, epochs=5)
model.evaluate(x_test, y_test, verbose=2)
probability_model = tf.keras.Sequential([model, tf.keras.layers.Softmax()])
print(probability_model(x_test[:2]).numpy().round(4))
