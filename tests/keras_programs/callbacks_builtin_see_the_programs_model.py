# The callbacks Keras provides see the program's own model as the program has it
import keras
import numpy as np


class Net(keras.Model):
    def __init__(self):
        super().__init__()
        self.d = keras.layers.Dense(1)

    def call(self, x):
        return self.d(x)


keras.utils.set_random_seed(1)
m = Net()
m.compile(loss="mse")
es = keras.callbacks.EarlyStopping(monitor="loss")
m.fit(np.ones((4, 1)), np.ones((4, 1)), epochs=2, callbacks=[es], verbose=0)
print(es.model is m, type(es.model).__name__, es.stopped_epoch, es.params)
