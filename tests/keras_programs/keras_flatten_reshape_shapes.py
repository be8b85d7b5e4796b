# Flatten and Reshape layers: shapes and values
import tensorflow as tf

x = tf.reshape(tf.range(12, dtype=tf.float32), (2, 3, 2))
print(tf.keras.layers.Flatten()(x))
print(tf.keras.layers.Reshape((2, 3))(x).shape)
print(tf.keras.layers.Reshape((-1,))(x).numpy())
model = tf.keras.Sequential([tf.keras.Input(shape=(3, 2)), tf.keras.layers.Flatten(),
                             tf.keras.layers.Dense(1, kernel_initializer="ones", use_bias=False)])
print(model(x))
print(model.layers[0].output.shape, model.output_shape)
