# MaxPooling2D: valid and same padding, overlapping windows; the gradient goes to each window's first largest
import numpy as np
import tensorflow as tf

x = tf.constant(np.array([3, 1, 3, 2, 5, 5, 0, -1, 4, 4, 4, 2, 7, 1, 7, 0, 2, 2], np.float32).reshape(1, 3, 6, 1))
for layer in [tf.keras.layers.MaxPooling2D(), tf.keras.layers.MaxPooling2D((2, 2), strides=1),
              tf.keras.layers.MaxPooling2D((3, 3), strides=2, padding="same"),
              tf.keras.layers.MaxPool2D(pool_size=(1, 3), strides=(1, 1), padding="same")]:
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = layer(x)
        loss = tf.reduce_sum(y * y)
    print(layer.name, y.shape, layer.built)
    print(y.numpy()[0, :, :, 0])
    print(tape.gradient(loss, x).numpy()[0, :, :, 0])
    print(layer.get_config())
