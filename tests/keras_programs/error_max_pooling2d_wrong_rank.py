# a pooling layer called on an input of the wrong rank: Keras's InputSpec error
import tensorflow as tf

layer = tf.keras.layers.MaxPooling2D()
print(layer(tf.zeros((1, 4, 4, 2))).shape)
print(layer(tf.zeros((4, 4, 2))).shape)
