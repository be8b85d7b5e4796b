# GlobalMaxPooling1D/2D and GlobalAveragePooling1D/2D, keepdims and channels_first; ties share a global max's gradient
import numpy as np
import tensorflow as tf

x3 = tf.constant([[[1.0, 2.0, 0.5], [4.0, -1.0, 0.5], [4.0, 0.0, 0.25]], [[0.1, 0.2, 0.3], [0.4, 0.5, 0.6],
                                                                         [0.7, 0.8, 0.9]]])
x4 = tf.reshape(tf.range(24, dtype=tf.float32) % 7.0, (2, 2, 3, 2))
for layer, x in [(tf.keras.layers.GlobalMaxPooling1D(), x3), (tf.keras.layers.GlobalAveragePooling1D(), x3),
                 (tf.keras.layers.GlobalMaxPooling1D(data_format="channels_first", keepdims=True), x3),
                 (tf.keras.layers.GlobalAveragePooling1D(keepdims=True), x3),
                 (tf.keras.layers.GlobalMaxPooling2D(), x4), (tf.keras.layers.GlobalAveragePooling2D(), x4),
                 (tf.keras.layers.GlobalMaxPool2D(keepdims=True), x4),
                 (tf.keras.layers.GlobalAvgPool2D(data_format="channels_first"), x4)]:
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = layer(x)
        loss = tf.reduce_sum(y * y)
    print(layer.name, y.shape, layer.compute_output_shape(x.shape))
    print(y.numpy())
    print(tape.gradient(loss, x).numpy())
    print(layer.get_config())
