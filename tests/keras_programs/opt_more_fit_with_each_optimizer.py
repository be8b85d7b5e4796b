# compile() with each other optimizer, by name and as an object, and fit for 2 epochs without shuffling; a fit
# with use_ema ends with the weights set to their moving averages
import numpy as np
import tensorflow as tf

rng = np.random.default_rng(0)
x = rng.normal(size=(32, 3)).astype("float32")
y = (x @ np.array([[1.0], [-2.0], [0.5]], "float32") + 0.3).astype("float32")
for optimizer in ["nadam", "adamax", "adadelta", "ftrl", "lion", tf.keras.optimizers.Nadam(0.05),
                  tf.keras.optimizers.Lion(0.01, weight_decay=0.1), tf.keras.optimizers.Adam(0.1, use_ema=True)]:
    tf.keras.utils.set_random_seed(0)
    model = tf.keras.Sequential([tf.keras.Input((3,)), tf.keras.layers.Dense(1)])
    model.compile(optimizer=optimizer, loss="mse")
    history = model.fit(x, y, epochs=2, batch_size=16, shuffle=False, verbose=0)
    print(model.optimizer.name, [round(v, 6) for v in history.history["loss"]], model.layers[0].bias.numpy())
