# LogCosh, KLDivergence, losses.get, mean_with_sample_weight, 3-D inputs, the loss objects' settings
import tensorflow as tf

y_true = tf.constant([[0.0, 1.0, 0.0], [1.0, 0.0, 0.0]])
y_pred = tf.constant([[0.1, 0.7, 0.2], [0.5, 0.3, 0.2]])
print(tf.keras.losses.LogCosh()(y_true, y_pred))
print(tf.keras.losses.KLDivergence(reduction="none")(y_true, y_pred))
print(tf.keras.losses.kld(y_true, y_pred), tf.keras.losses.logcosh(y_true, y_pred))
sw = tf.constant([2.0, 0.5])
for reduction in ["sum_over_batch_size", "mean", "mean_with_sample_weight", "sum"]:
    mse = tf.keras.losses.MeanSquaredError(reduction=reduction)
    print(reduction, mse(y_true, y_pred, sample_weight=sw).numpy(), mse(y_true, y_pred).numpy())
cube = tf.reshape(tf.range(12, dtype=tf.float32), (2, 3, 2)) / 10.0
print(tf.keras.losses.MeanAbsoluteError()(tf.zeros((2, 3, 2)), cube))
print(tf.keras.losses.Huber(delta=0.3, reduction="none")(tf.zeros((2, 3, 2)), cube))
cce = tf.keras.losses.CategoricalCrossentropy(from_logits=True, label_smoothing=0.2, name="cce")
print(cce.name, cce.reduction, cce.from_logits, cce.label_smoothing)
print(cce(y_true, y_pred, sample_weight=tf.constant([[1.0], [3.0]])))
bce = tf.keras.losses.get("binary_crossentropy")
print(bce(y_true, y_pred).numpy())
print(tf.keras.losses.get("Huber")(y_true, y_pred).numpy())
print(tf.keras.losses.SparseCategoricalCrossentropy(reduction="sum", ignore_class=2)(tf.constant([1, 2]), y_pred))
