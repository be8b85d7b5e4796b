# Dot over axes of different sizes: Keras's ValueError when the layer is built
import tensorflow as tf

a, b = tf.ones((2, 3)), tf.ones((2, 4))
print(tf.keras.layers.Dot(axes=1)([a, tf.ones((2, 3))]).numpy())
print(tf.keras.layers.Dot(axes=1)([a, b]))
