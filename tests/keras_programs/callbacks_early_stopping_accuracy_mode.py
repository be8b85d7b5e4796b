# EarlyStopping watching a metric that should rise (accuracy, mode found by Keras) with min_delta
import numpy as np
import keras

keras.utils.set_random_seed(14)
x = np.random.rand(50, 2).astype("float32")
y = (x[:, 0] > x[:, 1]).astype("float32")
model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Dense(1, activation="sigmoid")])
model.compile(optimizer=keras.optimizers.SGD(0.5), loss="binary_crossentropy", metrics=["accuracy"])
stop = keras.callbacks.EarlyStopping(monitor="accuracy", patience=1, min_delta=0.01, mode="auto")
history = model.fit(x, y, epochs=20, batch_size=10, callbacks=[stop], verbose=2)
print(history.epoch)
