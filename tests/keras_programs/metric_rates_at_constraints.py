# SensitivityAtSpecificity, SpecificityAtSensitivity, PrecisionAtRecall and RecallAtPrecision: counts at evenly
# spread thresholds (and at 0.5 alone), class_id, sample weights, over two batches
import keras
import tensorflow as tf

tf.keras.utils.set_random_seed(8)
y_true = tf.cast(tf.random.uniform((30,)) > 0.5, tf.float32)
y_pred = tf.clip_by_value(y_true * 0.4 + tf.random.uniform((30,)) * 0.6, 0.0, 1.0)
weights = tf.random.uniform((30,))
for make, value in [(keras.metrics.SensitivityAtSpecificity, 0.5), (keras.metrics.SpecificityAtSensitivity, 0.8),
                    (keras.metrics.PrecisionAtRecall, 0.7), (keras.metrics.RecallAtPrecision, 0.6)]:
    for thresholds in [200, 7, 1]:
        metric = make(value, num_thresholds=thresholds)
        metric.update_state(y_true[:15], y_pred[:15])
        first = float(metric.result())
        metric.update_state(y_true[15:], y_pred[15:], sample_weight=weights[15:])
        print(metric.name, thresholds, first, float(metric.result()))
    print(metric.get_config())
labels = tf.one_hot([0, 1, 2, 1, 0, 2], 3)
scores = tf.constant([[0.6, 0.3, 0.1], [0.2, 0.5, 0.3], [0.3, 0.3, 0.4], [0.1, 0.8, 0.1], [0.4, 0.4, 0.2],
                      [0.2, 0.2, 0.6]])
print(float(keras.metrics.PrecisionAtRecall(0.5, class_id=1)(labels, scores)),
      float(keras.metrics.RecallAtPrecision(0.9, num_thresholds=10, class_id=2)(labels, scores)))
