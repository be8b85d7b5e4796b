# categorical_crossentropy on one-hot labels, metrics=["accuracy"], the default progress bar and epochs=1
import numpy as np
import keras

keras.utils.set_random_seed(26)
x = np.random.rand(50, 4).astype("float32")
labels = (np.argmax(x[:, 1:], axis=1)[:, None] == np.arange(3)).astype("float32")
model = keras.Sequential([keras.Input(shape=(4,)), keras.layers.Dense(3, activation="softmax")])
model.compile(optimizer="adam", loss="categorical_crossentropy", metrics=["accuracy"])
history = model.fit(x, labels, batch_size=10)
print({k: round(v[0], 5) for k, v in history.history.items()})
