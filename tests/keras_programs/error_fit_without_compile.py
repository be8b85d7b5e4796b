# calling fit before compile (the model itself is built and callable)
import numpy as np
import tensorflow as tf

model = tf.keras.Sequential([tf.keras.Input(shape=(2,)),
                             tf.keras.layers.Dense(1, kernel_initializer="ones")])
x = np.array([[1.0, 2.0], [3.0, 4.0], [0.0, 0.0], [1.0, -1.0]], dtype=np.float32)
y = np.zeros((4, 1), dtype=np.float32)
print(model.built)
print(model(x).numpy().ravel())
model.fit(x, y, epochs=1, verbose=0)
print("not reached")
