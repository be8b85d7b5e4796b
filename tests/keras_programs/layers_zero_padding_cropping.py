# ZeroPadding1D/2D and Cropping1D/2D: shapes, values, gradients, configs, channels_first
import numpy as np
import tensorflow as tf

x3 = tf.reshape(tf.range(12, dtype=tf.float32), (2, 3, 2))
x4 = tf.reshape(tf.range(48, dtype=tf.float32) / 10.0, (2, 4, 3, 2))
for layer, x in [(tf.keras.layers.ZeroPadding1D(), x3), (tf.keras.layers.ZeroPadding1D((0, 2)), x3),
                 (tf.keras.layers.ZeroPadding2D(), x4), (tf.keras.layers.ZeroPadding2D(((1, 0), (2, 1))), x4),
                 (tf.keras.layers.ZeroPadding2D(1, data_format="channels_first"), x4),
                 (tf.keras.layers.Cropping1D(), x3), (tf.keras.layers.Cropping1D((0, 1)), x3),
                 (tf.keras.layers.Cropping2D(), x4), (tf.keras.layers.Cropping2D(((1, 2), (0, 1))), x4),
                 (tf.keras.layers.Cropping2D(((1, 0), (0, 1)), data_format="channels_first"), x4)]:
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = layer(x)
        loss = tf.reduce_sum(y * y)
    print(layer.name, layer.built, y.shape, layer.compute_output_shape(x.shape))
    print(y.numpy()[1])
    print(tape.gradient(loss, x).numpy()[1])
    print(layer.get_config())
