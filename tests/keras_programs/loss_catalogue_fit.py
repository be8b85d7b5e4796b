# compile() with the other losses, by name and as objects, and fit for 3 epochs without shuffling
import numpy as np
import tensorflow as tf

rng = np.random.default_rng(1)
x = rng.normal(size=(24, 4)).astype("float32")
labels = (x[:, :1] + x[:, 1:2] > 0).astype("float32")
counts = np.abs(x[:, :1] * 2.0).astype("float32")
for loss, y, activation in [("hinge", labels, None), ("squared_hinge", labels, None),
                            ("poisson", counts, "softplus"), ("mape", counts + 1.0, "softplus"),
                            ("msle", counts, "relu"), (tf.keras.losses.BinaryFocalCrossentropy(), labels, "sigmoid"),
                            (tf.keras.losses.Dice(), labels, "sigmoid"), (tf.keras.losses.LogCosh(), counts, None),
                            (tf.keras.losses.CosineSimilarity(axis=-1), labels, None)]:
    tf.keras.utils.set_random_seed(0)
    model = tf.keras.Sequential([tf.keras.Input((4,)), tf.keras.layers.Dense(3, activation="tanh"),
                                 tf.keras.layers.Dense(1, activation=activation)])
    model.compile(optimizer=tf.keras.optimizers.SGD(0.05), loss=loss)
    history = model.fit(x, y, epochs=3, batch_size=8, shuffle=False, verbose=0)
    print(loss if isinstance(loss, str) else loss.name, [round(v, 5) for v in history.history["loss"]])
