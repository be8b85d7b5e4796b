# The other loss objects with sample weights and each reduction, their names, configs and printed forms
import tensorflow as tf

y_true = tf.constant([[0.0, 1.0, 0.0], [1.0, 0.0, 0.0], [0.0, 0.0, 1.0], [0.0, 1.0, 0.0]])
y_pred = tf.constant([[0.1, 0.7, 0.2], [0.6, 0.3, 0.1], [0.25, 0.25, 0.5], [0.9, 0.05, 0.05]])
weights = tf.constant([1.0, 0.5, 0.0, 2.0])
classes = ["MeanAbsolutePercentageError", "MeanSquaredLogarithmicError", "Hinge", "SquaredHinge",
           "CategoricalHinge", "Poisson", "KLDivergence", "LogCosh", "Huber", "CosineSimilarity",
           "BinaryFocalCrossentropy", "CategoricalFocalCrossentropy", "Dice", "Tversky"]
for name in classes:
    loss = getattr(tf.keras.losses, name)
    print(name, loss().name, loss().get_config())
    print(" ", float(loss()(y_true, y_pred)), float(loss()(y_true, y_pred, sample_weight=weights)))
    for reduction in ["sum", "none", "mean", "mean_with_sample_weight"]:
        print(" ", reduction, loss(reduction=reduction)(y_true, y_pred, sample_weight=weights).numpy())
print(tf.keras.losses.Tversky(alpha=0.2, beta=0.8, axis=-1)(y_true, y_pred).numpy())
print(tf.keras.losses.Dice(axis=-1)(y_true, y_pred).numpy(), tf.keras.losses.Dice(name="d").name)
print(tf.keras.losses.CosineSimilarity(axis=0, reduction="none")(y_true, y_pred).numpy())
print(tf.keras.losses.BinaryFocalCrossentropy(True, 0.3, 1.0, label_smoothing=0.1)(y_true, y_pred).numpy())
print(tf.keras.losses.CategoricalFocalCrossentropy(0.5, 1.0, True)(y_true, y_pred).numpy())
print(tf.keras.losses.Poisson()(tf.constant([[1.0], [2.0]]), tf.constant([0.5, 1.5])).numpy())
