# a MobileNet-style block (DepthwiseConv2D, BatchNormalization, ReLU(6), SeparableConv2D, pooling): summary and a step
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(17)
model = tf.keras.Sequential([
    tf.keras.Input(shape=(6, 6, 3)),
    tf.keras.layers.Conv2D(4, 3, strides=2, padding="same", use_bias=False),
    tf.keras.layers.BatchNormalization(),
    tf.keras.layers.ReLU(6.0),
    tf.keras.layers.DepthwiseConv2D(3, padding="same", use_bias=False),
    tf.keras.layers.ReLU(max_value=6.0),
    tf.keras.layers.SeparableConv2D(5, 2, depth_multiplier=2),
    tf.keras.layers.AveragePooling2D(2, padding="same"),
    tf.keras.layers.GlobalAveragePooling2D(),
    tf.keras.layers.Dense(2),
])
model.summary()
images = np.random.default_rng(5).uniform(size=(2, 6, 6, 3)).astype(np.float32)
with tf.GradientTape() as tape:
    loss = tf.reduce_mean(tf.square(model(images, training=True)))
print(loss.numpy())
for variable, gradient in zip(model.trainable_variables, tape.gradient(loss, model.trainable_variables)):
    print(variable.path, variable.shape, gradient.numpy().ravel()[:3])
