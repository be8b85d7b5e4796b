# keras.layers.ELU with its alpha, alone and in a model: values, gradients, its type and its config.
import keras
import tensorflow as tf

x = tf.constant([[-2.0, -0.5, 0.0], [0.5, 3.0, -7.0]])
for layer in (keras.layers.ELU(), keras.layers.ELU(alpha=0.5), keras.layers.ELU(2.0)):
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = layer(x)
    print(type(layer).__name__, layer.alpha, y.numpy(), tape.gradient(y, x).numpy())
keras.utils.set_random_seed(1)
model = keras.Sequential([keras.Input((3,)), keras.layers.Dense(2), keras.layers.ELU(alpha=0.3)])
print(model(x).numpy())
print(type(keras.layers.ELU()))
