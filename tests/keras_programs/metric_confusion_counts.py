# TruePositives, FalsePositives, TrueNegatives, FalseNegatives, Precision and Recall at one threshold and at
# several, with sample weights, top_k and class_id, over two batches
import tensorflow as tf

y_true = tf.constant([0.0, 1.0, 1.0, 1.0, 0.0, 1.0, 0.0, 0.0])
y_pred = tf.constant([0.1, 0.6, 0.4, 0.9, 0.7, 0.5, 0.2, 0.55])
weights = tf.constant([1.0, 2.0, 0.5, 1.0, 1.0, 0.0, 3.0, 1.5])
for thresholds in [None, 0.3, [0.0, 0.5, 1.0], [0.2, 0.4, 0.6, 0.8], [0.55]]:
    for make in [tf.keras.metrics.TruePositives, tf.keras.metrics.FalsePositives, tf.keras.metrics.TrueNegatives,
                 tf.keras.metrics.FalseNegatives, tf.keras.metrics.Precision, tf.keras.metrics.Recall]:
        metric = make(thresholds=thresholds)
        metric.update_state(y_true[:4], y_pred[:4])
        metric.update_state(y_true[4:], y_pred[4:], sample_weight=weights[4:])
        print(metric.name, thresholds, metric.result().numpy(), metric.variables[0].numpy())
    print(make(thresholds=thresholds).get_config())
labels = tf.constant([[0.0, 1.0, 0.0, 1.0], [1.0, 0.0, 0.0, 0.0], [0.0, 0.0, 1.0, 1.0]])
scores = tf.constant([[0.2, 0.7, 0.1, 0.6], [0.3, 0.4, 0.8, 0.1], [0.1, 0.2, 0.65, 0.3]])
for options in [{"top_k": 1}, {"top_k": 2}, {"class_id": 2}, {"class_id": 3, "thresholds": [0.25, 0.5]},
                {"top_k": 2, "class_id": 1}]:
    precision, recall = tf.keras.metrics.Precision(**options), tf.keras.metrics.Recall(**options)
    print(options, precision(labels, scores).numpy(), recall(labels, scores).numpy())
precision = tf.keras.metrics.Precision()
precision.update_state([[1], [0], [1]], [[0.8], [0.6], [0.3]])
print(float(precision.result()), precision.name, tf.keras.metrics.Precision().name)
precision.reset_state()
print(float(precision.result()), precision.thresholds)
