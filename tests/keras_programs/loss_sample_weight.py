# sample_weight on loss objects: per sample weights, scalar weight, zero weights
import tensorflow as tf

y_true = tf.constant([[0.0, 1.0], [0.0, 0.0], [1.0, 1.0]])
y_pred = tf.constant([[1.0, 1.0], [1.0, 0.0], [0.5, 0.2]])
sw = tf.constant([1.0, 0.0, 2.0])
for loss in [tf.keras.losses.MeanSquaredError(), tf.keras.losses.MeanAbsoluteError(),
             tf.keras.losses.Huber(), tf.keras.losses.BinaryCrossentropy(from_logits=True)]:
    print(loss.name, loss(y_true, y_pred).numpy(), loss(y_true, y_pred, sample_weight=sw).numpy(),
          loss(y_true, y_pred, sample_weight=0.5).numpy())
mse_sum = tf.keras.losses.MeanSquaredError(reduction="sum")
print(mse_sum(y_true, y_pred, sample_weight=sw))
mse_none = tf.keras.losses.MeanSquaredError(reduction="none")
print(mse_none(y_true, y_pred, sample_weight=sw))
scce = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
print(scce(tf.constant([0, 1]), tf.constant([[2.0, 0.0], [2.0, 0.0]]), sample_weight=tf.constant([0.25, 1.0])))
