# fit with validation_data, then evaluate (list and dict) and predict
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(99)
x = np.array([[0.1], [0.4], [0.7], [1.0], [1.3], [1.6]], dtype=np.float32)
y = np.array([[0.3], [0.9], [1.6], [2.1], [2.5], [3.3]], dtype=np.float32)
xv = np.array([[0.2], [1.5]], dtype=np.float32)
yv = np.array([[0.4], [3.0]], dtype=np.float32)
model = tf.keras.Sequential([tf.keras.Input(shape=(1,)), tf.keras.layers.Dense(4, activation="relu"),
                             tf.keras.layers.Dense(1)])
model.compile(optimizer="adam", loss="mse", metrics=["mae"])
h = model.fit(x, y, validation_data=(xv, yv), epochs=3, batch_size=3, shuffle=False, verbose=0)
for key in h.history:
    print(key, [round(v, 5) for v in h.history[key]])
print(model.evaluate(x, y, verbose=0))
print(model.evaluate(xv, yv, verbose=0, return_dict=True))
print(model.predict(xv, verbose=0))
print(model.metrics_names)
