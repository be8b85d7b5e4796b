# a functional model with two inputs, fit on a list of arrays, shuffled together
import numpy as np
import keras

keras.utils.set_random_seed(25)
a = np.random.rand(36, 2).astype("float32")
b = np.random.rand(36, 3).astype("float32")
y = a.sum(axis=1, keepdims=True) - b.mean(axis=1, keepdims=True)
in_a, in_b = keras.Input(shape=(2,)), keras.Input(shape=(3,))
merged = keras.layers.Concatenate()([keras.layers.Dense(4)(in_a), keras.layers.Dense(4)(in_b)])
model = keras.Model([in_a, in_b], keras.layers.Dense(1)(merged))
model.compile(optimizer="adam", loss="mse")
history = model.fit([a, b], y, batch_size=8, epochs=3, verbose=2)
print(model.predict([a[:2], b[:2]], verbose=0).round(5))
