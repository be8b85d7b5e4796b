# validation_freq: validation every second epoch, or at the epochs a list names
import numpy as np
import keras

keras.utils.set_random_seed(11)
x = np.random.rand(40, 2).astype("float32")
y = x[:, :1] * 2 - x[:, 1:]
model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Dense(1)])
model.compile(optimizer="sgd", loss="mse")
h1 = model.fit(x, y, epochs=4, batch_size=8, validation_split=0.25, validation_freq=2, verbose=2)
print(h1.history)
h2 = model.fit(x, y, epochs=3, batch_size=8, validation_split=0.25, validation_freq=[1, 3], verbose=0)
print({k: len(v) for k, v in h2.history.items()})
print(round(h2.history["val_loss"][-1], 6))
