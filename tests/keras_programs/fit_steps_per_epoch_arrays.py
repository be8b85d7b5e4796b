# steps_per_epoch with arrays: an epoch takes that many batches, the next goes on where it stopped
import numpy as np
import keras

keras.utils.set_random_seed(4)
x = np.random.rand(40, 2).astype("float32")
y = x[:, :1] - x[:, 1:]
model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Dense(1)])
model.compile(optimizer="sgd", loss="mse")
history = model.fit(x, y, batch_size=10, steps_per_epoch=2, epochs=4, verbose=2)
print(history.params)
print([round(v, 6) for v in history.history["loss"]])
