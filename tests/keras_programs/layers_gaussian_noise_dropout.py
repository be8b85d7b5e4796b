# GaussianNoise and GaussianDropout: identity in inference, TensorFlow's seeded normal numbers in training
import tensorflow as tf

tf.keras.utils.set_random_seed(42)
x = tf.reshape(tf.range(12, dtype=tf.float32) / 4.0 - 1.0, (3, 4))
noise = tf.keras.layers.GaussianNoise(0.5, seed=3)
dropout = tf.keras.layers.GaussianDropout(0.3)
unseeded = tf.keras.layers.GaussianNoise(0.1)
print(noise.built, noise(x).numpy())
print(noise(x, training=True).numpy())
print(noise(x, training=True).numpy())
print(dropout(x, training=True).numpy())
print(unseeded(x, training=True).numpy())
with tf.GradientTape() as tape:
    tape.watch(x)
    y = tf.reduce_sum(dropout(x, training=True) ** 2)
print(tape.gradient(y, x).numpy())
print(noise.get_config())
print(dropout.get_config())
print(tf.keras.layers.GaussianDropout(0.0)(x, training=True).numpy())
