# keras.backend: epsilon, floatx, and clear_session, which numbers Keras's names afresh (TensorFlow's seed goes on)
import tensorflow as tf
import keras
tf.random.set_seed(1)
a = tf.random.uniform([2])
d1 = keras.layers.Dense(2); print(d1.name)
keras.backend.clear_session()
d2 = keras.layers.Dense(2); print(d2.name)
print(tf.random.uniform([2]))
print(keras.backend.epsilon(), keras.backend.floatx(), tf.keras.backend.epsilon())
