# model(x) with the wrong number of features for a Sequential with Input(shape=(3,))
import numpy as np
import tensorflow as tf

model = tf.keras.Sequential([tf.keras.Input(shape=(3,)), tf.keras.layers.Dense(1, kernel_initializer="ones")])
print(model(np.ones((1, 3), dtype=np.float32)))
print(model.predict(np.ones((2, 3), dtype=np.float32), verbose=0))
print(model.input_shape)
x = np.ones((2, 5), dtype=np.float32)
print(x.shape)
print(model(x))
print("not reached")
