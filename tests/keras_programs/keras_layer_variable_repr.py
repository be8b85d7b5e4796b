# printing layer.kernel / layer.bias themselves (Keras 3 variables)
import tensorflow as tf

layer = tf.keras.layers.Dense(2, kernel_initializer="ones", name="head")
layer.build((None, 2))
print(layer.kernel)
print(layer.bias)
print(repr(layer.kernel.value))
print(layer.kernel.dtype, layer.kernel.shape, layer.kernel.trainable)
print(layer.kernel + 1.0)
print(tf.reduce_sum(layer.kernel))
