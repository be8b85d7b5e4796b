# AUC: the ROC and PR curves with Keras's interpolation, minoring and majoring sums, other numbers of thresholds,
# thresholds given, from_logits and sample weights, over two batches
import tensorflow as tf

tf.keras.utils.set_random_seed(3)
y_true = tf.cast(tf.random.uniform((40,)) > 0.6, tf.float32)
y_pred = tf.clip_by_value(y_true * 0.3 + tf.random.uniform((40,)) * 0.7, 0.0, 1.0)
weights = tf.random.uniform((40,))
for options in [{}, {"curve": "PR"}, {"summation_method": "minoring"}, {"summation_method": "majoring"},
                {"curve": "PR", "summation_method": "majoring"}, {"num_thresholds": 5}, {"num_thresholds": 1000},
                {"thresholds": [0.3, 0.5, 0.7]}, {"thresholds": [0.25, 0.5, 0.75]}, {"curve": "PRGAIN"},
                {"num_thresholds": 7, "curve": "PR"}]:
    auc = tf.keras.metrics.AUC(**options)
    auc.update_state(y_true[:20], y_pred[:20])
    first = float(auc.result())
    auc.update_state(y_true[20:], y_pred[20:], sample_weight=weights[20:])
    print(options, first, float(auc.result()), auc.name)
print(tf.keras.metrics.AUC(num_thresholds=4).get_config())
print(tf.keras.metrics.AUC(thresholds=[0.5, 0.2]).get_config())
logits = tf.keras.metrics.AUC(from_logits=True)
print(float(logits(y_true, y_pred * 8.0 - 4.0)), [v.path for v in logits.variables])
small = tf.keras.metrics.AUC(num_thresholds=3)
small.update_state([0, 0, 1, 1], [0.0, 0.5, 0.3, 0.9])
print([v.numpy().tolist() for v in small.variables], float(small.result()))
print(float(tf.keras.metrics.AUC()([1.0, 1.0], [0.2, 0.8])), float(tf.keras.metrics.AUC()([0.0, 1.0], [0.5, 0.5])))
