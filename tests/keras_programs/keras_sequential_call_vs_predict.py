# model(x) returns a tensor, model.predict returns numpy; both agree
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(7)
model = tf.keras.Sequential([
    tf.keras.Input(shape=(2,)),
    tf.keras.layers.Dense(4, activation="tanh"),
    tf.keras.layers.Dense(1),
])
x = np.array([[0.0, 1.0], [1.0, 0.0], [1.0, 1.0]], dtype=np.float32)
y1 = model(x)
y2 = model.predict(x, verbose=0)
print(type(y1).__name__, y1.shape)
print(type(y2).__name__, y2.shape, y2.dtype)
print(y1)
print(y2)
print(np.allclose(y1.numpy(), y2))
print(model.predict(x, batch_size=2, verbose=0).ravel())
