# steps_per_epoch beyond the data: the epoch stops when the batches run out, the next starts anew
import numpy as np
import keras

keras.utils.set_random_seed(39)
x = np.random.rand(20, 2).astype("float32")
y = x[:, :1] * 2
model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Dense(1)])
model.compile(optimizer="sgd", loss="mse")
history = model.fit(x, y, batch_size=5, steps_per_epoch=3, epochs=4, verbose=2)
print([round(v, 6) for v in history.history["loss"]])
print(round(model.evaluate(x, y, steps=2, batch_size=5, verbose=0), 6))
