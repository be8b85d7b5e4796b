# The regression tutorial's pattern: normalized inputs, a small MLP, fit with validation_split and the
# default progress output, then evaluate with verbose=2
import numpy as np
import keras

keras.utils.set_random_seed(23)
features = np.random.rand(80, 3).astype("float32") * [10.0, 1.0, 100.0]
target = (features @ np.array([[0.3], [5.0], [0.01]], dtype="float32")).ravel()
mean, std = features.mean(axis=0), features.std(axis=0)
normalized = (features - mean) / std
model = keras.Sequential([keras.Input(shape=(3,)), keras.layers.Dense(10, activation="relu"),
                          keras.layers.Dense(1)])
model.compile(loss="mean_absolute_error", optimizer=keras.optimizers.Adam(0.01))
history = model.fit(normalized, target, validation_split=0.2, epochs=3)
print(round(model.evaluate(normalized, target, verbose=2), 4))
