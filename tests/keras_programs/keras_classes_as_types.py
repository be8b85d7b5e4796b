# Keras's classes as types: isinstance, type(), printing them; a layer subclass is a Layer, a Sequential a Model
import tensorflow as tf

d = tf.keras.layers.Dense(1)
s = tf.keras.Sequential([tf.keras.Input(shape=(2,)), d])
class Mine(tf.keras.layers.Layer):
    def call(self, x):
        return x
m = Mine()
print(isinstance(d, tf.keras.layers.Dense), isinstance(d, tf.keras.layers.Layer), isinstance(d, tf.keras.Model))
print(isinstance(s, tf.keras.Model), isinstance(s, tf.keras.Sequential), isinstance(m, tf.keras.layers.Layer))
print(type(d).__name__, type(s).__name__, type(m).__name__, type(d) is tf.keras.layers.Dense)
print(tf.keras.layers.Dense, tf.keras.Sequential, tf.keras.layers.Dropout)
print([type(l).__name__ for l in s.layers], m)
