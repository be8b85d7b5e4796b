# MaxPooling1D and AveragePooling1D: strides, padding and channels_first, with their gradients
import numpy as np
import tensorflow as tf

x = tf.constant(np.array([[[0.5, -1.0], [2.0, 3.0], [2.0, -4.0], [1.5, 0.25], [-3.0, 3.0], [0.0, 1.0],
                           [4.5, 4.5]]], np.float32))
layers = [tf.keras.layers.MaxPooling1D(), tf.keras.layers.MaxPooling1D(3, strides=1, padding="same"),
          tf.keras.layers.AveragePooling1D(2, padding="same"), tf.keras.layers.AveragePooling1D(3, strides=2),
          tf.keras.layers.MaxPool1D(2, data_format="channels_first"),
          tf.keras.layers.AvgPool1D(pool_size=2, strides=1, data_format="channels_first")]
for layer in layers:
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = layer(x)
        loss = tf.reduce_sum(y * tf.reshape(tf.range(tf.size(y), dtype=tf.float32), y.shape))
    print(layer.name, y.shape)
    print(y.numpy())
    print(tape.gradient(loss, x).numpy())
print(layers[-1].get_config())
