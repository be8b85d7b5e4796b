# TerminateOnNaN stops training at the batch whose loss is not finite
import numpy as np
import keras

keras.utils.set_random_seed(18)
x = np.random.rand(24, 2).astype("float32") * 100
y = x.sum(axis=1, keepdims=True) ** 2
model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Dense(1)])
model.compile(optimizer=keras.optimizers.SGD(10.0), loss="mse")
history = model.fit(x, y, epochs=5, batch_size=4, callbacks=[keras.callbacks.TerminateOnNaN()], verbose=0)
print(history.epoch, history.history["loss"])
