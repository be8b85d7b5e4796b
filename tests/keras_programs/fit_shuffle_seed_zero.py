# keras.utils.set_random_seed(0): fit's shuffle still draws a fixed order (TensorFlow's seeds for 0)
import numpy as np
import keras

keras.utils.set_random_seed(0)
x = np.linspace(-1, 1, 40, dtype="float32").reshape(40, 1)
y = 3 * x - 1
model = keras.Sequential([keras.Input(shape=(1,)), keras.layers.Dense(1)])
model.compile(optimizer=keras.optimizers.SGD(0.1), loss="mse")
history = model.fit(x, y, batch_size=6, epochs=4, verbose=0)
print([round(v, 6) for v in history.history["loss"]])
print(model.get_weights())
