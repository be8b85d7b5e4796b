# A binary classifier compiled with BinaryFocalCrossentropy from logits and AUC, Precision, Recall and F1Score,
# fit without shuffling and evaluated; a categorical one with CategoricalFocalCrossentropy and top-k accuracy
import numpy as np
import tensorflow as tf

rng = np.random.default_rng(3)
x = rng.normal(size=(40, 4)).astype("float32")
y = (x[:, :1] - x[:, 1:2] > 0.2).astype("float32")
tf.keras.utils.set_random_seed(1)
model = tf.keras.Sequential([tf.keras.Input((4,)), tf.keras.layers.Dense(6, activation="relu"),
                             tf.keras.layers.Dense(1)])
model.compile(tf.keras.optimizers.Adam(0.02),
              tf.keras.losses.BinaryFocalCrossentropy(from_logits=True, apply_class_balancing=True),
              metrics=[tf.keras.metrics.AUC(from_logits=True), tf.keras.metrics.Precision(thresholds=0.0),
                       tf.keras.metrics.Recall(thresholds=0.0), tf.keras.metrics.TruePositives(thresholds=0.0)])
history = model.fit(x, y, batch_size=10, epochs=3, shuffle=False, verbose=0)
print({key: [round(v, 4) for v in values] for key, values in history.history.items()})
print({key: round(v, 4) for key, v in model.evaluate(x, y, verbose=0, return_dict=True).items()})
labels = tf.one_hot(np.argmax(x[:, :3], axis=1), 3)
tf.keras.utils.set_random_seed(2)
model = tf.keras.Sequential([tf.keras.Input((4,)), tf.keras.layers.Dense(3, activation="softmax")])
model.compile(tf.keras.optimizers.SGD(0.1), tf.keras.losses.CategoricalFocalCrossentropy(gamma=1.0),
              metrics=[tf.keras.metrics.TopKCategoricalAccuracy(k=2), "categorical_accuracy",
                       tf.keras.metrics.CategoricalCrossentropy()])
history = model.fit(x, labels, batch_size=8, epochs=3, shuffle=False, verbose=0)
print({key: [round(v, 4) for v in values] for key, values in history.history.items()})
