# losses looked up by string and the functional forms
import keras
import tensorflow as tf

y_true = tf.constant([[1.0, 0.0], [0.0, 1.0]])
y_pred = tf.constant([[0.8, 0.2], [0.3, 0.7]])
for name in ["mse", "mae", "binary_crossentropy", "categorical_crossentropy", "huber", "mean_squared_error"]:
    fn = tf.keras.losses.get(name)
    print(name, getattr(fn, "__name__", type(fn).__name__), fn(y_true, y_pred).numpy())
obj = tf.keras.losses.get("MeanSquaredError")
print(type(obj).__name__, obj(y_true, y_pred).numpy())
print(keras.losses.log_cosh(y_true, y_pred).numpy())
print(tf.keras.losses.KLDivergence()(y_true, y_pred).numpy())
