# validation_split takes the last fraction of the arrays; val_loss in history
import numpy as np
import tensorflow as tf

x = np.arange(10, dtype=np.float32).reshape(-1, 1) / 10.0
y = 1.0 - x
model = tf.keras.Sequential([tf.keras.Input(shape=(1,)),
                             tf.keras.layers.Dense(1, kernel_initializer="ones", bias_initializer="zeros")])
model.compile(optimizer=tf.keras.optimizers.SGD(0.1), loss="mae")
h = model.fit(x, y, validation_split=0.2, epochs=4, batch_size=4, shuffle=False, verbose=0)
print({k: [round(v, 5) for v in vals] for k, vals in h.history.items()})
print(model.get_weights())
