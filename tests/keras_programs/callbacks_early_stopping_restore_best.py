# EarlyStopping on val_loss with patience and restore_best_weights, as tutorials stop training
import numpy as np
import keras

keras.utils.set_random_seed(13)
x = np.random.rand(60, 4).astype("float32")
y = (x[:, :1] + np.random.normal(scale=0.5, size=(60, 1))).astype("float32")
model = keras.Sequential([keras.Input(shape=(4,)), keras.layers.Dense(16, activation="relu"), keras.layers.Dense(1)])
model.compile(optimizer=keras.optimizers.Adam(0.05), loss="mse")
stop = keras.callbacks.EarlyStopping(monitor="val_loss", patience=2, restore_best_weights=True, verbose=1)
history = model.fit(x, y, validation_split=0.3, epochs=40, batch_size=8, callbacks=[stop], verbose=0)
print(len(history.epoch), stop.stopped_epoch, stop.best_epoch)
print(round(stop.best, 6))
print(round(model.evaluate(x[42:], y[42:], verbose=0), 6))
