# ReduceLROnPlateau: the rate cut by factor after patience epochs without improvement
import numpy as np
import keras

keras.utils.set_random_seed(16)
x = np.random.rand(40, 3).astype("float32")
y = np.random.rand(40, 1).astype("float32")
model = keras.Sequential([keras.Input(shape=(3,)), keras.layers.Dense(1)])
model.compile(optimizer=keras.optimizers.Adam(0.3), loss="mse")
reduce = keras.callbacks.ReduceLROnPlateau(monitor="loss", factor=0.5, patience=1, min_lr=0.01, verbose=1)
history = model.fit(x, y, epochs=8, batch_size=10, callbacks=[reduce], verbose=0)
print([round(v, 6) for v in history.history["learning_rate"]])
print([round(v, 5) for v in history.history["loss"]])
