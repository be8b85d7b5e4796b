# a Dense layer built for 3 features is called with 4 features
import tensorflow as tf

layer = tf.keras.layers.Dense(2, kernel_initializer="ones")
x3 = tf.constant([[1.0, 2.0, 3.0], [0.0, -1.0, 1.0]])
print(layer.built)
print(layer(x3))
print(layer.built, layer.kernel.shape)
x4 = tf.ones((2, 4))
print(x4.shape)
print(layer(x4))
print("not reached")
