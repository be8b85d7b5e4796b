# evaluate and predict print their own progress: verbose=1 (the bar), 2 (one line), 0 (nothing)
import numpy as np
import keras

keras.utils.set_random_seed(6)
x = np.random.rand(70, 3).astype("float32")
y = (x.sum(axis=1) > 1.5).astype("int32")
model = keras.Sequential([keras.Input(shape=(3,)), keras.layers.Dense(3, activation="softmax")])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
print(model.evaluate(x, y))
print(model.evaluate(x, y, verbose=2, batch_size=20))
print(model.evaluate(x, y, verbose=0, return_dict=True))
print(model.predict(x[:3]).round(4))
print(model.predict(x, verbose=2, batch_size=50).shape)
