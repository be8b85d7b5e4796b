# Subtract takes exactly two inputs
import tensorflow as tf

x = tf.ones((1, 2))
print(tf.keras.layers.Subtract()([x, x]).numpy())
print(tf.keras.layers.Subtract()([x, x, x]))
