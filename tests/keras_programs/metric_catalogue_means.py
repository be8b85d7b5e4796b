# The other mean metrics over two batches, with and without sample weights: percentage and logarithmic errors, the
# hinges, Poisson, KL divergence, log-cosh, cosine similarity, the cross-entropies and top-k accuracy
import tensorflow as tf

y_true = tf.constant([[0.0, 1.0, 0.0], [1.0, 0.0, 0.0], [0.0, 0.0, 1.0], [0.0, 1.0, 0.0]])
y_pred = tf.constant([[0.1, 0.7, 0.2], [0.6, 0.3, 0.1], [0.25, 0.25, 0.5], [0.9, 0.05, 0.05]])
weights = tf.constant([1.0, 0.5, 0.0, 2.0])
names = ["MeanAbsolutePercentageError", "MeanSquaredLogarithmicError", "Hinge", "SquaredHinge", "CategoricalHinge",
         "Poisson", "KLDivergence", "LogCoshError", "CosineSimilarity", "BinaryCrossentropy",
         "CategoricalCrossentropy"]
for name in names:
    metric = getattr(tf.keras.metrics, name)()
    metric.update_state(y_true[:2], y_pred[:2])
    first = float(metric.result())
    metric.update_state(y_true[2:], y_pred[2:], sample_weight=weights[2:])
    print(name, metric.name, first, float(metric.result()), [v.path for v in metric.variables])
    print(" ", metric.get_config())
    metric.reset_state()
    print(" ", float(metric(y_true, y_pred, sample_weight=weights)))
sparse = tf.keras.metrics.SparseCategoricalCrossentropy()
print(float(sparse(tf.constant([1, 0, 2, 1]), y_pred)), sparse.get_config())
logits = tf.keras.metrics.BinaryCrossentropy(from_logits=True, label_smoothing=0.1)
print(float(logits(y_true, y_pred * 6.0 - 3.0)), logits.get_config())
cce = tf.keras.metrics.CategoricalCrossentropy(from_logits=True)
print(float(cce(y_true, y_pred * 4.0)))
for k in [1, 2, 3]:
    top = tf.keras.metrics.TopKCategoricalAccuracy(k=k)
    print(k, float(top(y_true, y_pred)), float(tf.keras.metrics.TopKCategoricalAccuracy(k)(y_true, y_pred)),
          top.get_config())
print(tf.keras.metrics.top_k_categorical_accuracy(y_true, y_pred, k=1).numpy())
print(tf.keras.metrics.CosineSimilarity(axis=0)(y_true, y_pred).numpy())
