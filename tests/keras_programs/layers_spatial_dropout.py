# SpatialDropout1D and SpatialDropout2D drop whole channels in training, with Keras's seeded draws; a model in fit-like use
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(8)
x3 = tf.ones((2, 3, 5))
x4 = tf.reshape(tf.range(2 * 2 * 2 * 6, dtype=tf.float32), (2, 2, 2, 6))
one = tf.keras.layers.SpatialDropout1D(0.5)
two = tf.keras.layers.SpatialDropout2D(0.4, seed=1)
first = tf.keras.layers.SpatialDropout2D(0.5, data_format="channels_first", seed=2)
print(one(x3).numpy())
print(one(x3, training=True).numpy())
print(two(x4, training=True).numpy()[:, :, :, :])
print(first(x4, training=True).numpy()[1])
with tf.GradientTape() as tape:
    tape.watch(x4)
    y = tf.reduce_sum(two(x4, training=True))
print(tape.gradient(y, x4).numpy()[0, 0])
print(one.get_config())
print(first.get_config())
model = tf.keras.Sequential([tf.keras.Input(shape=(4, 3)), tf.keras.layers.SpatialDropout1D(0.25, seed=5),
                             tf.keras.layers.GlobalAveragePooling1D(), tf.keras.layers.Dense(1, kernel_initializer="ones")])
data = np.arange(24, dtype=np.float32).reshape(2, 4, 3)
print(model(data, training=True).numpy(), model(data).numpy())
