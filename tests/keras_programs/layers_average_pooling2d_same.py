# AveragePooling2D: "same" windows at the edges average the input's own elements only
import numpy as np
import tensorflow as tf

x = tf.constant(np.linspace(-2.0, 3.5, 2 * 5 * 4 * 2, dtype=np.float32).reshape(2, 5, 4, 2))
for layer in [tf.keras.layers.AveragePooling2D(2), tf.keras.layers.AveragePooling2D((2, 3), strides=(1, 2),
                                                                                     padding="same"),
              tf.keras.layers.AvgPool2D(pool_size=3, strides=2, padding="same")]:
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = layer(x)
        loss = tf.reduce_sum(tf.sin(y))
    print(layer.name, y.shape, layer.compute_output_shape((None, 5, 4, 2)))
    print(y.numpy()[1, :, :, 0])
    print(y.numpy()[0, :, :, 1])
    g = tape.gradient(loss, x)
    print(g.numpy()[0, :, :, 0])
    print(layer.get_config())
