# sample_weight per sample, shuffled with its samples
import numpy as np
import keras

keras.utils.set_random_seed(8)
x = np.random.rand(30, 2).astype("float32")
y = x.sum(axis=1, keepdims=True)
weights = np.linspace(0.1, 2.0, 30).astype("float32")
model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Dense(1, kernel_initializer="zeros")])
model.compile(optimizer=keras.optimizers.SGD(0.2), loss="mae")
history = model.fit(x, y, sample_weight=weights, batch_size=4, epochs=3, verbose=0)
print([round(v, 6) for v in history.history["loss"]])
print(model.evaluate(x, y, sample_weight=weights, verbose=0))
