# a DCGAN-style generator as the TensorFlow tutorial builds it (Dense, BatchNormalization, LeakyReLU, Reshape,
# Conv2DTranspose), smaller; summary, a generated image and a gradient
import tensorflow as tf

tf.keras.utils.set_random_seed(2)
generator = tf.keras.Sequential([
    tf.keras.Input(shape=(8,)),
    tf.keras.layers.Dense(3 * 3 * 4, use_bias=False),
    tf.keras.layers.BatchNormalization(),
    tf.keras.layers.LeakyReLU(),
    tf.keras.layers.Reshape((3, 3, 4)),
    tf.keras.layers.Conv2DTranspose(4, (3, 3), strides=(1, 1), padding="same", use_bias=False),
    tf.keras.layers.BatchNormalization(),
    tf.keras.layers.LeakyReLU(),
    tf.keras.layers.Conv2DTranspose(2, (3, 3), strides=(2, 2), padding="same", use_bias=False),
    tf.keras.layers.LeakyReLU(),
    tf.keras.layers.Conv2DTranspose(1, (3, 3), strides=(2, 2), padding="same", use_bias=False, activation="tanh"),
])
generator.summary()
noise = tf.random.normal([2, 8])
with tf.GradientTape() as tape:
    image = generator(noise, training=True)
    loss = tf.reduce_mean(image ** 2)
print(image.shape)
print(image[0, :, :, 0].numpy())
gradients = tape.gradient(loss, generator.trainable_variables)
print([g.shape for g in gradients])
print(gradients[-1].numpy().ravel())
