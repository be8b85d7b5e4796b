import tensorflow as tf

y_true = tf.constant([[0.0, 1.0], [1.0, 0.0]])
y_pred = tf.constant([[0.2, 0.8], [0.6, 0.4]])
print(tf.keras.losses.mean_squared_error(y_true, y_pred))
print(tf.keras.losses.mean_absolute_error(y_true, y_pred))
print(tf.keras.losses.binary_crossentropy(y_true, y_pred))
print(tf.keras.losses.categorical_crossentropy(y_true, y_pred))
