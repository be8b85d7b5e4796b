# transfer learning's freezing: base.trainable = False keeps its weights through fit; summary counts them
import numpy as np
import keras

keras.utils.set_random_seed(31)
base = keras.Sequential([keras.Input(shape=(4,)), keras.layers.Dense(6, activation="relu", name="features")],
                        name="base")
model = keras.Sequential([base, keras.layers.Dense(1, name="head")], name="classifier")
base.trainable = False
print(len(model.weights), len(model.trainable_weights), len(model.non_trainable_weights))
model.summary()
before = [w.copy() for w in base.get_weights()]
x = np.random.rand(20, 4).astype("float32")
y = np.random.rand(20, 1).astype("float32")
model.compile(optimizer="sgd", loss="mse")
model.fit(x, y, epochs=2, batch_size=5, verbose=0)
print(all(np.array_equal(a, b) for a, b in zip(before, base.get_weights())))
base.trainable = True
model.compile(optimizer="sgd", loss="mse")
model.fit(x, y, epochs=1, batch_size=5, verbose=0)
print(all(np.array_equal(a, b) for a, b in zip(before, base.get_weights())), len(model.trainable_weights))
