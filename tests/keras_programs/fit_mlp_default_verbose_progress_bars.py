# model.fit with every default: shuffle=True, verbose="auto" (Keras's progress bar), batch_size=32
import numpy as np
import keras

keras.utils.set_random_seed(1)
x = np.random.normal(size=(100, 4)).astype("float32")
y = (x @ np.array([[1.0], [-2.0], [0.5], [3.0]], dtype="float32")) + 0.1
model = keras.Sequential([keras.Input(shape=(4,)), keras.layers.Dense(8, activation="relu"), keras.layers.Dense(1)])
model.compile(optimizer="rmsprop", loss="mse", metrics=["mae"])
history = model.fit(x, y, epochs=3)
print(history.history["loss"])
print(model.evaluate(x, y))
