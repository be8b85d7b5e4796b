# train_on_batch, test_on_batch and predict_on_batch in a hand-written loop, as GAN tutorials train
import numpy as np
import keras

keras.utils.set_random_seed(30)
x = np.random.rand(24, 3).astype("float32")
y = (x.sum(axis=1) > 1.5).astype("float32")
model = keras.Sequential([keras.Input(shape=(3,)), keras.layers.Dense(4, activation="relu"),
                          keras.layers.Dense(1, activation="sigmoid")])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
for step in range(3):
    for start in range(0, 24, 8):
        out = model.train_on_batch(x[start:start + 8], y[start:start + 8])
    print(step, [round(float(v), 5) for v in out])
print(model.train_on_batch(x[:8], y[:8], return_dict=True))
print([round(float(v), 5) for v in model.test_on_batch(x, y)])
print(model.test_on_batch(x[:4], y[:4], return_dict=True))
model.reset_metrics()
print(model.test_on_batch(x[:4], y[:4], return_dict=True))
print(model.predict_on_batch(x[:2]).round(5))
print(model.metrics_names)
