# UpSampling1D/2D, Permute and RepeatVector: values, gradients (copies add up), configs
import numpy as np
import tensorflow as tf

x2 = tf.constant([[1.0, -2.0, 0.5], [3.0, 0.25, -1.0]])
x3 = tf.reshape(tf.range(12, dtype=tf.float32) - 5.5, (2, 3, 2))
x4 = tf.reshape(tf.range(24, dtype=tf.float32) / 8.0, (2, 2, 3, 2))
for layer, x in [(tf.keras.layers.UpSampling1D(), x3), (tf.keras.layers.UpSampling1D(size=3), x3),
                 (tf.keras.layers.UpSampling2D(), x4), (tf.keras.layers.UpSampling2D((1, 3)), x4),
                 (tf.keras.layers.UpSampling2D(2, data_format="channels_first"), x4),
                 (tf.keras.layers.Permute((2, 1)), x3), (tf.keras.layers.Permute((3, 1, 2)), x4),
                 (tf.keras.layers.RepeatVector(3), x2)]:
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = layer(x)
        loss = tf.reduce_sum(tf.sin(y) * tf.reshape(tf.range(tf.size(y), dtype=tf.float32), y.shape))
    print(layer.name, layer.built, y.shape, layer.compute_output_shape(x.shape))
    print(y.numpy()[0])
    print(tape.gradient(loss, x).numpy()[0])
    print(layer.get_config())
