# The order in which fit hands the samples to train_step: shuffle=True (one order, the same each epoch with a
# global seed), shuffle="batch" (each batch's samples shuffled in place) and shuffle=False
import numpy as np
import keras

keras.utils.set_random_seed(7)
seen = []


class Recorder(keras.Model):
    def __init__(self):
        super().__init__()
        self.dense = keras.layers.Dense(1)

    def call(self, x):
        return self.dense(x)

    def train_step(self, data):
        x, y = data
        seen.append([int(v) for v in np.asarray(x).ravel()])
        return {"n": keras.ops.convert_to_tensor(0.0)}


model = Recorder()
model.compile(optimizer="sgd", loss="mse", run_eagerly=True)
x = np.arange(23, dtype=np.float32).reshape(23, 1)
for shuffle in (True, "batch", False):
    del seen[:]
    model.fit(x, x, batch_size=5, epochs=2, shuffle=shuffle, verbose=0)
    print(shuffle, seen)
