# LayerNormalization as Keras 3 computes it: last axis, several axes, without scale or center; gradients and config
import numpy as np
import tensorflow as tf

x = tf.constant(np.random.default_rng(5).normal(size=(2, 3, 4)).astype(np.float32) * 3.0 + 1.0)
layer = tf.keras.layers.LayerNormalization()
print(layer.get_config())
with tf.GradientTape() as tape:
    tape.watch(x)
    y = layer(x)
    loss = tf.reduce_sum(y * tf.range(24, dtype=tf.float32)[:4])
print(y.numpy())
gx, gg, gb = tape.gradient(loss, [x, layer.gamma, layer.beta])
print(gx.numpy())
print(gg.numpy(), gb.numpy())
print(layer.get_config())
print([w.path for w in layer.weights])
for kwargs in [dict(axis=[1, 2]), dict(axis=1, epsilon=1e-6), dict(center=False, scale=False),
               dict(axis=-1, gamma_initializer=tf.keras.initializers.Constant(2.0), beta_initializer="ones")]:
    layer = tf.keras.layers.LayerNormalization(**kwargs)
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = layer(x)
        loss = tf.reduce_sum(tf.square(y[:, 0]))
    print(sorted(kwargs), [w.shape for w in layer.weights])
    print(y.numpy()[1])
    print(tape.gradient(loss, x).numpy()[0])
    print(layer.get_config()["axis"], layer.compute_output_shape((None, 3, 4)))
