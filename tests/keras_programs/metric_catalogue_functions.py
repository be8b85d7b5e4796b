# keras.metrics's functions: the per-sample values its mean metrics average
import keras
import tensorflow as tf

y_true = tf.constant([[0.0, 1.0, 0.0], [1.0, 0.0, 0.0], [0.0, 0.0, 1.0], [0.0, 1.0, 0.0]])
y_pred = tf.constant([[0.1, 0.7, 0.2], [0.6, 0.3, 0.1], [0.25, 0.25, 0.5], [0.9, 0.05, 0.05]])
metrics = keras.metrics
for name in ["binary_accuracy", "categorical_accuracy", "top_k_categorical_accuracy", "mean_squared_error",
             "mean_absolute_error", "mean_absolute_percentage_error", "mean_squared_logarithmic_error",
             "binary_crossentropy", "categorical_crossentropy", "hinge", "squared_hinge", "categorical_hinge",
             "poisson", "kl_divergence", "log_cosh", "huber", "binary_focal_crossentropy",
             "categorical_focal_crossentropy", "pearson_correlation", "concordance_correlation"]:
    print(name, getattr(metrics, name)(y_true, y_pred).numpy())
classes = tf.constant([1, 0, 2, 0])
print(metrics.sparse_categorical_accuracy(classes, y_pred).numpy(),
      metrics.sparse_top_k_categorical_accuracy(classes, y_pred, k=2).numpy(),
      metrics.sparse_categorical_crossentropy(classes, y_pred).numpy())
print(metrics.top_k_categorical_accuracy(y_true, y_pred, k=2).numpy(),
      metrics.binary_accuracy(y_true, y_pred, threshold=0.2).numpy())
