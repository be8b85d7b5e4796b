# compile + fit on a tiny linear problem; History.history, epoch, params
import numpy as np
import tensorflow as tf

x = np.array([[0.0], [1.0], [2.0], [3.0], [4.0], [5.0]], dtype=np.float32)
y = 2.0 * x + 1.0
model = tf.keras.Sequential([tf.keras.Input(shape=(1,)), tf.keras.layers.Dense(1, kernel_initializer="zeros")])
model.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=0.02), loss="mse")
history = model.fit(x, y, epochs=6, batch_size=2, shuffle=False, verbose=0)
print(type(history).__name__)
print(history.history)
print(history.epoch)
print(history.params)
print(model.layers[0].kernel.numpy(), model.layers[0].bias.numpy())
print(model.predict(np.array([[10.0]]), verbose=0))
