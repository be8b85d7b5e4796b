# calling fit twice continues training; initial_epoch numbers the epochs in History
import numpy as np
import tensorflow as tf

x = np.array([[1.0], [2.0], [3.0]], dtype=np.float32)
y = np.array([[2.0], [4.0], [6.0]], dtype=np.float32)
model = tf.keras.Sequential([tf.keras.Input(shape=(1,)), tf.keras.layers.Dense(1, use_bias=False,
                                                                               kernel_initializer="zeros")])
model.compile(optimizer=tf.keras.optimizers.SGD(0.05), loss="mse", metrics=["mae"])
h1 = model.fit(x, y, epochs=2, batch_size=3, shuffle=False, verbose=0)
h2 = model.fit(x, y, epochs=4, initial_epoch=2, batch_size=3, shuffle=False, verbose=0)
print(h1.epoch, [round(v, 5) for v in h1.history["loss"]])
print(h2.epoch, [round(v, 5) for v in h2.history["loss"]])
print(h2.history.keys())
print(model.optimizer.iterations.numpy(), model.layers[0].kernel.numpy())
print(model.history is h2)
