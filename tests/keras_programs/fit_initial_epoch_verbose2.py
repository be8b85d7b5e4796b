# resuming training: initial_epoch=2 of epochs=5 prints "Epoch 3/5" onwards
import numpy as np
import keras

keras.utils.set_random_seed(2)
x = np.random.rand(32, 3).astype("float32")
y = x.mean(axis=1, keepdims=True)
model = keras.Sequential([keras.Input(shape=(3,)), keras.layers.Dense(1)])
model.compile(optimizer="adam", loss="mse")
model.fit(x, y, epochs=2, batch_size=8, verbose=2)
history = model.fit(x, y, epochs=5, initial_epoch=2, batch_size=8, verbose=2)
print(history.epoch, len(history.history["loss"]))
