# a custom loss function (and a custom metric) passed to compile
import numpy as np
import keras

def weighted_mse(y_true, y_pred):
    return keras.ops.mean(keras.ops.square(y_true - y_pred) * keras.ops.array([1.0, 3.0]), axis=-1)

def max_abs_error(y_true, y_pred):
    return keras.ops.max(keras.ops.abs(y_true - y_pred), axis=-1)

x = np.array([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]], dtype="float32")
y = np.array([[1.0, 2.0], [2.0, 1.0], [3.0, 3.0]], dtype="float32")
model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Dense(2, kernel_initializer="zeros")])
model.compile(optimizer=keras.optimizers.SGD(0.1), loss=weighted_mse, metrics=[max_abs_error])
h = model.fit(x, y, epochs=3, batch_size=3, shuffle=False, verbose=0)
print({k: [round(v, 5) for v in vals] for k, vals in h.history.items()})
print(weighted_mse(y, model.predict(x, verbose=0)))
print(model.evaluate(x, y, verbose=0))
