# AUC with multi_label=True: each label's curve apart, then their mean; built at the first update or for
# num_labels; ROC and PR, thresholds given, sample weights, over two batches
import keras
import tensorflow as tf

tf.keras.utils.set_random_seed(11)
y_true = tf.cast(tf.random.uniform((24, 3)) > 0.5, tf.float32)
y_pred = tf.clip_by_value(y_true * 0.35 + tf.random.uniform((24, 3)) * 0.65, 0.0, 1.0)
weights = tf.random.uniform((24,))
for options in [{}, {"num_labels": 3}, {"curve": "PR"}, {"summation_method": "majoring"},
                {"thresholds": [0.2, 0.45, 0.7]}, {"num_thresholds": 9, "curve": "PR", "summation_method": "minoring"}]:
    auc = keras.metrics.AUC(multi_label=True, **options)
    print(options, len(auc.variables))
    auc.update_state(y_true[:12], y_pred[:12])
    first = float(auc.result())
    auc.update_state(y_true[12:], y_pred[12:], sample_weight=weights[12:])
    print(" ", first, float(auc.result()), [v.shape for v in auc.variables])
print(keras.metrics.AUC(multi_label=True, num_labels=3).get_config())
single = keras.metrics.AUC()
single.update_state(y_true, y_pred)
print(float(single.result()))
