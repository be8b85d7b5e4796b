# validation_data=(x_val, y_val) and verbose=2: one line per epoch with val_ entries
import numpy as np
import keras

keras.utils.set_random_seed(3)
x_train = np.random.rand(64, 5).astype("float32")
y_train = (x_train.sum(axis=1) > 2.5).astype("float32")
x_val = np.random.rand(16, 5).astype("float32")
y_val = (x_val.sum(axis=1) > 2.5).astype("float32")
model = keras.Sequential([keras.Input(shape=(5,)), keras.layers.Dense(8, activation="tanh"),
                          keras.layers.Dense(1, activation="sigmoid")])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
history = model.fit(x_train, y_train, validation_data=(x_val, y_val), epochs=4, batch_size=16, verbose=2)
print(sorted(history.history))
print(round(history.history["val_loss"][-1], 5))
