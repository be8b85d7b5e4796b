# subclassed keras.Model with layers created in __init__ (Keras guide style)
import keras
import numpy as np

keras.utils.set_random_seed(123)

class MLP(keras.Model):
    def __init__(self):
        super().__init__()
        self.hidden = keras.layers.Dense(4, activation="relu")
        self.out = keras.layers.Dense(2)

    def call(self, inputs):
        return self.out(self.hidden(inputs))

model = MLP()
x = np.array([[1.0, 2.0, 3.0]], dtype="float32")
print(model.built)
y = model(x)
print(model.built)
print(y)
print(len(model.trainable_weights))
print([w.shape for w in model.trainable_weights])
print(model.hidden.kernel.numpy())
