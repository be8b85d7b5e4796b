# A small CNN trained as tutorials train it: Keras's default shuffle, validation_split=0.2, verbose=2
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(42)
x = np.random.rand(120, 8, 8, 1).astype("float32")
y = (x[:, :4].mean(axis=(1, 2, 3)) > x[:, 4:].mean(axis=(1, 2, 3))).astype("int32")

model = keras.Sequential([
    keras.Input(shape=(8, 8, 1)),
    layers.Conv2D(4, 3, activation="relu"),
    layers.Flatten(),
    layers.Dense(16, activation="relu"),
    layers.Dense(2, activation="softmax"),
])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
history = model.fit(x, y, batch_size=16, epochs=5, validation_split=0.2, verbose=2)
print(history.params)
print({k: [round(v, 4) for v in vals] for k, vals in history.history.items()})
