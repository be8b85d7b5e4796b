# A layer that adds a loss of its activity (add_loss): model.losses, and fit minimizing it with the loss
import numpy as np
import keras


class ActivityPenalty(keras.layers.Layer):
    def __init__(self, rate=0.01):
        super().__init__()
        self.rate = rate

    def call(self, inputs):
        self.add_loss(self.rate * keras.ops.sum(keras.ops.square(inputs)))
        return inputs


keras.utils.set_random_seed(32)
inputs = keras.Input(shape=(3,))
hidden = keras.layers.Dense(4, activation="relu")(inputs)
hidden = ActivityPenalty(0.1)(hidden)
outputs = keras.layers.Dense(1)(hidden)
model = keras.Model(inputs, outputs)
x = np.random.rand(16, 3).astype("float32")
y = np.random.rand(16, 1).astype("float32")
model(x)
print(len(model.losses), [round(float(l), 5) for l in model.losses])
model.compile(optimizer="adam", loss="mse")
history = model.fit(x, y, batch_size=8, epochs=3, verbose=0)
print([round(v, 5) for v in history.history["loss"]])
print(round(model.evaluate(x, y, verbose=0), 5))
