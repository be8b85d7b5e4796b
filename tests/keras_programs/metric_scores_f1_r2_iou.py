# F1Score and FBetaScore (per class, micro, macro, weighted; with and without a threshold), R2Score (each
# aggregation, adjusted), and IoU, MeanIoU and BinaryIoU over two batches
import tensorflow as tf

y_true = tf.constant([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0], [0.0, 1.0, 0.0], [1.0, 0.0, 0.0]])
y_pred = tf.constant([[0.6, 0.3, 0.1], [0.2, 0.5, 0.3], [0.4, 0.4, 0.2], [0.1, 0.8, 0.1], [0.3, 0.3, 0.4]])
weights = tf.constant([1.0, 2.0, 0.5, 1.0, 3.0])
for average in [None, "micro", "macro", "weighted"]:
    for threshold in [None, 0.35]:
        f1 = tf.keras.metrics.F1Score(average=average, threshold=threshold)
        f1.update_state(y_true[:3], y_pred[:3])
        f1.update_state(y_true[3:], y_pred[3:], sample_weight=weights[3:])
        fbeta = tf.keras.metrics.FBetaScore(average=average, beta=2.0, threshold=threshold)
        print(average, threshold, f1.result().numpy(), fbeta(y_true, y_pred, sample_weight=weights).numpy())
print(tf.keras.metrics.F1Score().get_config(), tf.keras.metrics.FBetaScore(beta=0.5).get_config())
print([v.path for v in f1.variables])
targets = tf.constant([[1.0, 2.0], [2.0, 1.5], [3.0, 4.0], [4.0, 2.5], [5.0, 6.0], [6.0, 4.5]])
predictions = tf.constant([[1.2, 2.5], [1.8, 1.0], [3.3, 3.0], [3.5, 3.5], [5.5, 5.0], [6.5, 4.0]])
for options in [{}, {"class_aggregation": None}, {"class_aggregation": "variance_weighted_average"},
                {"num_regressors": 2}]:
    r2 = tf.keras.metrics.R2Score(**options)
    r2.update_state(targets[:3], predictions[:3])
    r2.update_state(targets[3:], predictions[3:], sample_weight=tf.constant([1.0, 0.5, 2.0]))
    print(options, r2.result().numpy())
print(tf.keras.metrics.R2Score().get_config())
classes_true = tf.constant([0, 1, 2, 2, 1, 0, 3, 3])
classes_pred = tf.constant([0, 2, 2, 1, 1, 0, 3, 0])
iou = tf.keras.metrics.IoU(num_classes=4, target_class_ids=[0, 2])
iou.update_state(classes_true[:4], classes_pred[:4])
iou.update_state(classes_true[4:], classes_pred[4:], sample_weight=tf.constant([1, 2, 1, 3]))
mean_iou = tf.keras.metrics.MeanIoU(num_classes=4)
mean_iou.update_state(classes_true, classes_pred)
print(float(iou.result()), float(mean_iou.result()), mean_iou.variables[0].numpy().tolist())
print(float(tf.keras.metrics.MeanIoU(num_classes=4, ignore_class=3)(classes_true, classes_pred)))
print(float(tf.keras.metrics.MeanIoU(3, sparse_y_pred=False)([0, 1, 2, 1], y_pred[:4])))
binary = tf.keras.metrics.BinaryIoU(target_class_ids=[1], threshold=0.4)
print(float(binary([0, 1, 1, 0, 1], [0.3, 0.45, 0.8, 0.6, 0.2])), float(tf.keras.metrics.BinaryIoU()(
    [0, 1, 1, 0, 1], [0.3, 0.45, 0.8, 0.6, 0.2])))
print(iou.get_config(), mean_iou.get_config(), binary.get_config())
