# set_weights with arrays of the wrong shape
import numpy as np
import tensorflow as tf

layer = tf.keras.layers.Dense(2)
layer.build((None, 3))
print([w.shape for w in layer.get_weights()])
layer.set_weights([np.ones((3, 2)), np.zeros(2)])
print(layer.get_weights()[0].sum())
layer.set_weights([np.ones((2, 3)), np.zeros(2)])
