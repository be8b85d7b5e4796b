# a sequence regressor (LSTM then Dense) trained by a GradientTape loop with Adam, as custom-training tutorials do
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(6)
model = tf.keras.Sequential([tf.keras.Input(shape=(5, 1)), tf.keras.layers.LSTM(4), tf.keras.layers.Dense(1)])
t = np.linspace(0.0, 1.0, 6 * 6, dtype=np.float32).reshape(6, 6)
x, y = np.sin(6.0 * t[:, :5, None]), np.sin(6.0 * t[:, 5:])
optimizer = tf.keras.optimizers.Adam(0.05)
for step in range(8):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(model(x) - y))
    gradients = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(gradients, model.trainable_variables))
    print(step, loss.numpy())
print(model(x).numpy().ravel())
