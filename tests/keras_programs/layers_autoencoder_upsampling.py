# a small convolutional autoencoder (Conv2D, MaxPooling2D, UpSampling2D, ZeroPadding2D, Cropping2D) as tutorials write it
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(5)
inputs = tf.keras.Input(shape=(6, 6, 1))
x = tf.keras.layers.ZeroPadding2D(1)(inputs)
x = tf.keras.layers.Conv2D(2, 3, activation="relu", padding="same")(x)
x = tf.keras.layers.MaxPooling2D(2, padding="same")(x)
x = tf.keras.layers.Conv2D(2, 3, activation="relu", padding="same")(x)
x = tf.keras.layers.UpSampling2D(2)(x)
x = tf.keras.layers.Cropping2D(1)(x)
outputs = tf.keras.layers.Conv2D(1, 3, activation="sigmoid", padding="same")(x)
autoencoder = tf.keras.Model(inputs, outputs)
autoencoder.summary()
images = np.random.default_rng(3).uniform(size=(2, 6, 6, 1)).astype(np.float32)
with tf.GradientTape() as tape:
    loss = tf.reduce_mean(tf.square(autoencoder(images) - images))
print(loss.numpy())
for variable, gradient in zip(autoencoder.trainable_variables, tape.gradient(loss, autoencoder.trainable_variables)):
    print(variable.path, gradient.numpy().ravel()[:5])
