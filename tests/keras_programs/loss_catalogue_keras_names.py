# keras.losses (Keras 3 itself) has the long names, tf.keras.losses the short ones too; losses.get by name, and
# keras.metrics shares the functions
import keras
import tensorflow as tf

y_true = [[1.0, 2.0], [0.5, 4.0]]
y_pred = [[1.5, 1.0], [0.25, 3.0]]
print(keras.losses.mean_absolute_percentage_error(y_true, y_pred).numpy())
print(keras.losses.mean_squared_logarithmic_error(y_true, y_pred).numpy())
print(keras.metrics.mean_absolute_percentage_error(y_true, y_pred).numpy())
print(keras.metrics.poisson(y_true, y_pred).numpy(), keras.metrics.hinge(y_true, y_pred).numpy())
print(keras.metrics.squared_hinge(y_true, y_pred).numpy(), keras.metrics.categorical_hinge(y_true, y_pred).numpy())
print(tf.keras.losses.msle(y_true, y_pred).numpy(), tf.keras.losses.MAPE(y_true, y_pred).numpy())
print(hasattr(keras.losses, "mape"), hasattr(tf.keras.losses, "mean_squared_logarithmic_error"))
for name in ["hinge", "poisson", "Dice", "Tversky", "CosineSimilarity", "mean_absolute_percentage_error",
             "categorical_focal_crossentropy"]:
    got = tf.keras.losses.get(name)
    print(name, float(tf.reduce_mean(got(y_true, y_pred))))
print(keras.losses.Hinge().get_config(), keras.losses.Tversky(alpha=0.3).get_config())
