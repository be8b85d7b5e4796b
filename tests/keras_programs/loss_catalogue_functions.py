# Keras's other loss functions on the same predictions: percentage and logarithmic errors, the hinges (labels of
# 0 and 1 taken as -1 and 1), Poisson, cosine similarity, the focal cross-entropies, Dice and Tversky
import tensorflow as tf

y_true = tf.constant([[0.0, 1.0, 0.0], [1.0, 0.0, 0.0], [0.0, 0.0, 1.0], [0.0, 1.0, 0.0]])
y_pred = tf.constant([[0.1, 0.7, 0.2], [0.6, 0.3, 0.1], [0.25, 0.25, 0.5], [0.9, 0.05, 0.05]])
regression_true = tf.constant([[1.5, -2.0, 0.5], [3.0, 0.0, 2.0]])
regression_pred = tf.constant([[1.0, -1.5, 0.7], [2.5, 0.25, 2.5]])
losses = tf.keras.losses
for name in ["mape", "MAPE", "msle", "MSLE", "poisson", "cosine_similarity", "hinge", "squared_hinge"]:
    print(name, getattr(losses, name)(regression_true, tf.abs(regression_pred)).numpy())
for name in ["hinge", "squared_hinge", "categorical_hinge", "poisson", "cosine_similarity",
             "binary_focal_crossentropy", "categorical_focal_crossentropy", "dice", "tversky"]:
    print(name, getattr(losses, name)(y_true, y_pred).numpy())
print(losses.hinge([[-1.0, 1.0, 2.0]], [[0.3, 0.4, -0.2]]).numpy())
print(losses.cosine_similarity(regression_true, regression_pred, axis=0).numpy())
print(losses.dice(y_true, y_pred, axis=-1).numpy(), losses.tversky(y_true, y_pred, 0.7, 0.3, axis=1).numpy())
print(losses.binary_focal_crossentropy(y_true, y_pred, apply_class_balancing=True, alpha=0.4, gamma=1.5).numpy())
print(losses.binary_focal_crossentropy(y_true, y_pred * 4.0 - 2.0, from_logits=True, label_smoothing=0.1).numpy())
print(losses.categorical_focal_crossentropy(y_true, y_pred * 3.0, from_logits=True, gamma=3.0).numpy())
print(losses.categorical_focal_crossentropy(y_true, y_pred, alpha=0.5, label_smoothing=0.2).numpy())
print(losses.mape([[0.0, 2.0]], [[1.0, 1.0]]).numpy(), losses.msle([[0.0, -2.0]], [[1.0, 3.0]]).numpy())
