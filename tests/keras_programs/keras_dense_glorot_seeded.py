# default Dense initialisation (glorot_uniform kernel, zero bias) after set_random_seed
import tensorflow as tf

tf.keras.utils.set_random_seed(42)
layer = tf.keras.layers.Dense(3)
x = tf.constant([[1.0, 2.0, 3.0, 4.0], [0.5, -1.0, 0.0, 2.0]])
y = layer(x)
print(layer.kernel.shape, layer.bias.shape)
print(layer.kernel.numpy())
print(layer.bias.numpy())
print(y)
print(layer.built, len(layer.weights), layer.count_params())
