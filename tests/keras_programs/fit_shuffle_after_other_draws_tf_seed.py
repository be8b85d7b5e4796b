# tf.random.set_seed and random draws before fit: the shuffle's order depends on the global seed only
import numpy as np
import tensorflow as tf

tf.random.set_seed(1234)
noise = tf.random.normal((3,))
x = tf.random.uniform((50, 3), seed=5)
y = tf.reduce_sum(x, axis=1, keepdims=True) + 0.01 * tf.random.normal((50, 1), seed=6)
model = tf.keras.Sequential([tf.keras.Input(shape=(3,)),
                             tf.keras.layers.Dense(1, kernel_initializer="zeros")])
model.compile(optimizer=tf.keras.optimizers.Adam(0.05), loss="mse")
history = model.fit(x, y, batch_size=7, epochs=5, verbose=0)
print(np.round(history.history["loss"], 6))
print(model.layers[0].kernel.numpy().ravel())
