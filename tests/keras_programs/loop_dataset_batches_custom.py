# custom loop over tf.data.Dataset.from_tensor_slices(...).batch(2) (no shuffling)
import numpy as np
import tensorflow as tf

x = np.array([[1.0], [2.0], [3.0], [4.0], [5.0]], dtype=np.float32)
y = 2.0 * x - 1.0
ds = tf.data.Dataset.from_tensor_slices((x, y)).batch(2)
layer = tf.keras.layers.Dense(1, kernel_initializer="zeros")
opt = tf.keras.optimizers.SGD(0.05)
for epoch in range(3):
    for step, (xb, yb) in enumerate(ds):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(tf.square(layer(xb) - yb))
        grads = tape.gradient(loss, layer.trainable_weights)
        opt.apply_gradients(zip(grads, layer.trainable_weights))
        print(epoch, step, xb.shape, f"{loss.numpy():.5f}")
print(layer.kernel.numpy(), layer.bias.numpy())
