# summary() of a subclassed model after it has been called once
import numpy as np
import tensorflow as tf

class TwoLayer(tf.keras.Model):
    def __init__(self):
        super().__init__(name="two_layer")
        self.d1 = tf.keras.layers.Dense(5, activation="relu")
        self.d2 = tf.keras.layers.Dense(1)

    def call(self, x):
        return self.d2(self.d1(x))

model = TwoLayer()
model(np.zeros((1, 3), dtype=np.float32))
model.summary()
print(len(model.layers), [l.name for l in model.layers])
