# old tutorials call tf.keras.losses.mean_squared_error; under Keras 3 tf.keras.losses has only mse/MSE
import keras
import tensorflow as tf

y_true = tf.constant([[1.0], [2.0], [3.0]])
y_pred = tf.constant([[1.5], [2.0], [2.0]])
print(tf.keras.losses.mse(y_true, y_pred))
print(tf.keras.losses.MSE(y_true, y_pred))
print(keras.losses.mean_squared_error(y_true, y_pred))
print(tf.keras.losses.MeanSquaredError()(y_true, y_pred))
print(tf.keras.losses.mean_squared_error(y_true, y_pred))
print("not reached")
