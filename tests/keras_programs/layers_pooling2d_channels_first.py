# MaxPooling2D and AveragePooling2D with channels_first data, "same" padding and strides; values, gradients, shapes
import numpy as np
import tensorflow as tf

x = tf.constant(np.random.default_rng(7).integers(-4, 5, size=(1, 2, 5, 4)).astype(np.float32))
for layer in [tf.keras.layers.MaxPooling2D(data_format="channels_first"),
              tf.keras.layers.MaxPooling2D(3, strides=2, padding="same", data_format="channels_first"),
              tf.keras.layers.AveragePooling2D((2, 3), strides=1, padding="same", data_format="channels_first")]:
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = layer(x)
        loss = tf.reduce_sum(y * tf.reshape(tf.range(tf.size(y), dtype=tf.float32), y.shape))
    print(layer.name, y.shape, layer.compute_output_shape((None, 2, 5, 4)))
    print(y.numpy())
    print(tape.gradient(loss, x).numpy())
