# MeanSquaredError / MeanAbsoluteError objects with each reduction
import keras
import tensorflow as tf

y_true = tf.constant([[0.0, 1.0], [0.0, 0.0], [1.0, 1.0]])
y_pred = tf.constant([[1.0, 1.0], [1.0, 0.0], [0.5, 0.2]])
for reduction in ["sum_over_batch_size", "sum", "none", None]:
    mse = tf.keras.losses.MeanSquaredError(reduction=reduction)
    mae = tf.keras.losses.MeanAbsoluteError(reduction=reduction)
    print(reduction, mse(y_true, y_pred).numpy(), mae(y_true, y_pred).numpy())
print(tf.keras.losses.MeanSquaredError()(y_true, y_pred))
print(tf.keras.losses.MeanSquaredError().name, tf.keras.losses.MeanAbsoluteError().reduction)
print(keras.losses.mean_squared_error(y_true, y_pred))
print(keras.losses.mean_absolute_error(y_true, y_pred).numpy())
print(tf.keras.losses.MSE(y_true, y_pred).numpy(), tf.keras.losses.MAE(y_true, y_pred).numpy())
