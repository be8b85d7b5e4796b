# validation_split of a tf.data dataset: Keras cannot split it and says so
import numpy as np
import tensorflow as tf
m = tf.keras.Sequential([tf.keras.Input((1,)), tf.keras.layers.Dense(1)])
m.compile(loss="mse")
ds = tf.data.Dataset.from_tensor_slices((np.ones((4, 1)), np.ones((4, 1)))).batch(2)
m.fit(ds, validation_split=0.5, verbose=0)
