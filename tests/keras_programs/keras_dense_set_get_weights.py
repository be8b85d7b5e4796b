# set_weights from numpy arrays, then call the layer and read get_weights back
import numpy as np
import tensorflow as tf

layer = tf.keras.layers.Dense(2, activation="relu")
layer.build((None, 3))
layer.set_weights([np.array([[1.0, -1.0], [2.0, 0.0], [0.0, 1.0]]), np.array([0.5, -0.5])])
x = np.array([[1.0, 2.0, 3.0], [-1.0, 0.0, 1.0]], dtype=np.float32)
print(layer(x))
w, b = layer.get_weights()
print(w.dtype, w.shape, b)
layer.kernel.assign(tf.zeros((3, 2)))
print(layer(x).numpy())
print(type(layer.get_weights()), type(layer.get_weights()[0]).__name__)
