# The other metrics in compile(), by name and as objects: the names of their History entries and their values
import numpy as np
import tensorflow as tf

rng = np.random.default_rng(0)
x = rng.normal(size=(16, 3)).astype("float32")
y = (x[:, :1] > 0).astype("float32")
for metrics in [["mape", "msle", "hinge", "squared_hinge", "poisson", "kl_divergence", "LogCoshError",
                 "cosine_similarity"],
                ["AUC", "Precision", "Recall", "binary_crossentropy", "TruePositives", "FalseNegatives"],
                [tf.keras.metrics.AUC(), tf.keras.metrics.Precision(), "mean_absolute_percentage_error",
                 "categorical_hinge", "BinaryIoU", "R2Score", "true_negatives"],
                [tf.keras.metrics.Recall(thresholds=0.3), tf.keras.metrics.AUC(curve="PR", name="pr_auc"), "bce"]]:
    tf.keras.utils.set_random_seed(0)
    model = tf.keras.Sequential([tf.keras.Input((3,)), tf.keras.layers.Dense(1, activation="sigmoid")])
    model.compile(tf.keras.optimizers.SGD(0.1), "binary_crossentropy", metrics=metrics)
    history = model.fit(x, y, epochs=2, batch_size=8, shuffle=False, verbose=0)
    print({key: [round(v, 5) for v in values] for key, values in history.history.items()})
    print(model.evaluate(x, y, verbose=0, return_dict=True))
