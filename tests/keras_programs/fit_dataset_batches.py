# fit and evaluate on a tf.data.Dataset built from small arrays (batch(2), no shuffle)
import numpy as np
import tensorflow as tf

x = np.array([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [2.0, 1.0]], dtype=np.float32)
y = np.array([[1.0], [2.0], [3.0], [4.0]], dtype=np.float32)
ds = tf.data.Dataset.from_tensor_slices((x, y)).batch(2)
model = tf.keras.Sequential([tf.keras.Input(shape=(2,)), tf.keras.layers.Dense(1, kernel_initializer="zeros")])
model.compile(optimizer=tf.keras.optimizers.SGD(0.1), loss="mse")
h = model.fit(ds, epochs=3, shuffle=False, verbose=0)
print([round(v, 6) for v in h.history["loss"]])
print(round(model.evaluate(ds, verbose=0), 6))
print(model.predict(ds, verbose=0).ravel())
