# batch_size larger than the data: one batch an epoch; shuffled anyway
import numpy as np
import keras

keras.utils.set_random_seed(24)
x = np.random.rand(10, 2).astype("float32")
y = (x[:, 0] > 0.5).astype("float32")
model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Dense(1, activation="sigmoid")])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
history = model.fit(x, y, batch_size=64, epochs=3, verbose=2)
print([round(v, 6) for v in history.history["loss"]])
