# GroupNormalization (groups, instance normalization with -1, channels first) and UnitNormalization, with gradients
import numpy as np
import tensorflow as tf

x = tf.constant(np.random.default_rng(2).uniform(-2.0, 2.0, size=(2, 3, 6)).astype(np.float32))
for layer in [tf.keras.layers.GroupNormalization(groups=2), tf.keras.layers.GroupNormalization(groups=-1),
              tf.keras.layers.GroupNormalization(groups=3, axis=1, epsilon=1e-5),
              tf.keras.layers.GroupNormalization(1, center=False)]:
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = layer(x)
        loss = tf.reduce_sum(y[:, :, :2] ** 3)
    print(layer.name, layer.groups, [w.shape for w in layer.weights])
    print(y.numpy()[0])
    print(tape.gradient(loss, [x, layer.gamma])[0].numpy()[1])
    print(layer.get_config())
for layer in [tf.keras.layers.UnitNormalization(), tf.keras.layers.UnitNormalization(axis=[1, 2])]:
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = layer(x)
        loss = tf.reduce_sum(y * x[:1])
    print(layer.name, layer.built)
    print(y.numpy()[1])
    print(tape.gradient(loss, x).numpy()[0])
    print(layer.get_config())
print(tf.keras.layers.UnitNormalization()(tf.zeros((1, 3))).numpy())
