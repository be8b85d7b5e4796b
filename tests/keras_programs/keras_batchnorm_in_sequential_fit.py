# BatchNormalization inside a model trained with fit; moving stats change, gamma/beta learn
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(4)
model = tf.keras.Sequential([
    tf.keras.Input(shape=(2,)),
    tf.keras.layers.Dense(3, kernel_initializer=tf.keras.initializers.Constant(0.5)),
    tf.keras.layers.BatchNormalization(),
    tf.keras.layers.Dense(1, kernel_initializer="ones"),
])
x = np.array([[1.0, 2.0], [2.0, 1.0], [0.0, 3.0], [4.0, 0.0]], dtype=np.float32)
y = np.array([[1.0], [0.0], [1.0], [0.0]], dtype=np.float32)
model.compile(optimizer=tf.keras.optimizers.SGD(0.1), loss="mse")
h = model.fit(x, y, epochs=3, batch_size=4, shuffle=False, verbose=0)
print([round(v, 6) for v in h.history["loss"]])
bn = model.layers[1]
print(bn.moving_mean.numpy())
print(bn.moving_variance.numpy())
print(bn.gamma.numpy(), bn.beta.numpy())
print(model.predict(x, verbose=0).ravel())
