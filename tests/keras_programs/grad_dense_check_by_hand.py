# check tape gradients of a Dense + MSE against the closed form 2/N * x^T (xW + b - y)
import numpy as np
import tensorflow as tf

x = np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], dtype=np.float32)
y = np.array([[1.0], [2.0], [2.5]], dtype=np.float32)
layer = tf.keras.layers.Dense(1, kernel_initializer=tf.keras.initializers.Constant([[0.1], [-0.2]]),
                              bias_initializer=tf.keras.initializers.Constant(0.3))
mse = tf.keras.losses.MeanSquaredError()
with tf.GradientTape() as tape:
    loss = mse(y, layer(x))
dw, db = tape.gradient(loss, [layer.kernel, layer.bias])
resid = x @ layer.kernel.numpy() + layer.bias.numpy() - y
print(f"loss {loss.numpy():.6f} {np.mean(resid ** 2):.6f}")
print(dw.numpy().ravel(), (2 / len(x) * x.T @ resid).ravel())
print(db.numpy(), 2 * resid.mean(axis=0))
