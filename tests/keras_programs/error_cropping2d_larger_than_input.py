# Cropping2D that crops away a whole spatial axis: Keras's ValueError when the layer is called
import tensorflow as tf

x = tf.zeros((2, 4, 3, 2))
print(tf.keras.layers.Cropping2D(1)(x).shape)
print(tf.keras.layers.Cropping2D(1, data_format="channels_first")(x).shape)
