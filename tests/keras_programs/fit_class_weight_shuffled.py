# class_weight on an imbalanced problem, batches shuffled as Keras shuffles them
import numpy as np
import keras

keras.utils.set_random_seed(5)
x = np.random.rand(60, 3).astype("float32")
y = (x[:, 0] > 0.8).astype("int32")
model = keras.Sequential([keras.Input(shape=(3,)), keras.layers.Dense(2, activation="softmax")])
model.compile(optimizer=keras.optimizers.Adam(0.02), loss="sparse_categorical_crossentropy",
              metrics=["accuracy"])
history = model.fit(x, y, class_weight={0: 1.0, 1: 4.0}, batch_size=10, epochs=4, verbose=0)
print([round(v, 5) for v in history.history["loss"]])
print([round(v, 5) for v in history.history["accuracy"]])
