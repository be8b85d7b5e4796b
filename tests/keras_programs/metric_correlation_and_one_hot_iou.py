# PearsonCorrelation and ConcordanceCorrelation (per-sample, averaged over batches, weighted, along either axis),
# their functions, and OneHotIoU and OneHotMeanIoU of one-hot labels and scored predictions
import keras
import tensorflow as tf

tf.keras.utils.set_random_seed(4)
y_true = tf.random.normal((6, 5))
y_pred = y_true * 0.7 + tf.random.normal((6, 5)) * 0.5
for make in [keras.metrics.PearsonCorrelation, keras.metrics.ConcordanceCorrelation]:
    metric = make()
    metric.update_state(y_true[:3], y_pred[:3])
    first = float(metric.result())
    metric.update_state(y_true[3:], y_pred[3:], sample_weight=tf.constant([1.0, 0.5, 2.0]))
    print(metric.name, first, float(metric.result()), metric.get_config())
    print(float(make(axis=0)(y_true, y_pred)))
print(keras.metrics.pearson_correlation(y_true, y_pred).numpy())
print(keras.metrics.concordance_correlation(y_true, y_pred, axis=0).numpy())
labels = tf.one_hot([0, 1, 2, 2, 1, 0, 3], 4)
scores = tf.constant([[0.7, 0.1, 0.1, 0.1], [0.2, 0.3, 0.4, 0.1], [0.1, 0.1, 0.7, 0.1], [0.3, 0.3, 0.2, 0.2],
                      [0.1, 0.6, 0.2, 0.1], [0.5, 0.1, 0.1, 0.3], [0.1, 0.2, 0.3, 0.4]])
one_hot_iou = keras.metrics.OneHotIoU(num_classes=4, target_class_ids=[0, 2])
one_hot_mean = keras.metrics.OneHotMeanIoU(num_classes=4)
print(float(one_hot_iou(labels, scores)), float(one_hot_mean(labels, scores)))
print(one_hot_mean.variables[0].numpy().tolist(), one_hot_iou.get_config(), one_hot_mean.get_config())
print(float(keras.metrics.OneHotMeanIoU(4, sparse_y_pred=True)(labels, [0, 2, 2, 0, 1, 0, 3])))
