# Dot: axes as an int, a pair and negative, normalize=True (cosine similarity), 3-D inputs; functional dot; gradients
import numpy as np
import tensorflow as tf

rng = np.random.default_rng(9)
x2, y2 = tf.constant(rng.normal(size=(2, 4)).astype(np.float32)), tf.constant(rng.normal(size=(2, 4)).astype(np.float32))
x3 = tf.constant(rng.normal(size=(2, 3, 4)).astype(np.float32))
y3 = tf.constant(rng.normal(size=(2, 5, 4)).astype(np.float32))
for layer, inputs in [(tf.keras.layers.Dot(axes=1), [x2, y2]), (tf.keras.layers.Dot(axes=1, normalize=True), [x2, y2]),
                      (tf.keras.layers.Dot(axes=(2, 2)), [x3, y3]), (tf.keras.layers.Dot(axes=-1), [x3, x3]),
                      (tf.keras.layers.Dot(axes=(1, 2)), [x2, y3]), (tf.keras.layers.Dot((1, 1)), [x3, x3])]:
    with tf.GradientTape() as tape:
        tape.watch(inputs)
        y = layer(inputs)
        loss = tf.reduce_sum(tf.sin(y))
    print(layer.name, y.shape, layer.compute_output_shape([i.shape for i in inputs]))
    print(y.numpy())
    print(tape.gradient(loss, inputs)[0].numpy())
    print(layer.get_config())
print(tf.keras.layers.dot([x2, y2], axes=1, normalize=True).numpy())
