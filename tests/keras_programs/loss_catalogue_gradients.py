# Gradients of the other losses with respect to the predictions, under a tape
import tensorflow as tf

y_true = tf.constant([[0.0, 1.0, 0.0], [1.0, 0.0, 0.0], [0.0, 0.0, 1.0]])
y_pred = tf.Variable([[0.1, 0.7, 0.2], [0.6, 0.3, 0.1], [0.25, 0.25, 0.5]])
regression_true = tf.constant([[1.5, -2.0, 0.5], [3.0, 0.0, 2.0]])
regression_pred = tf.Variable([[1.0, 1.5, 0.7], [2.5, 0.25, 2.5]])
for name in ["MeanAbsolutePercentageError", "MeanSquaredLogarithmicError", "Hinge", "SquaredHinge", "Poisson",
             "CosineSimilarity", "LogCosh", "Huber", "KLDivergence"]:
    with tf.GradientTape() as tape:
        loss = getattr(tf.keras.losses, name)()(regression_true, regression_pred)
    print(name, float(loss), tape.gradient(loss, regression_pred).numpy())
for loss_fn in [tf.keras.losses.CategoricalHinge(), tf.keras.losses.BinaryFocalCrossentropy(),
                tf.keras.losses.BinaryFocalCrossentropy(from_logits=True, apply_class_balancing=True),
                tf.keras.losses.CategoricalFocalCrossentropy(), tf.keras.losses.Dice(), tf.keras.losses.Tversky(),
                tf.keras.losses.CategoricalFocalCrossentropy(from_logits=True)]:
    with tf.GradientTape() as tape:
        loss = loss_fn(y_true, y_pred)
    print(loss_fn.name, float(loss), tape.gradient(loss, y_pred).numpy())
