# CategoricalCrossentropy: probabilities, unnormalised probabilities, logits, label smoothing, axis
import tensorflow as tf

y_true = tf.constant([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])
y_pred = tf.constant([[0.05, 0.95, 0.0], [0.1, 0.8, 0.1]])
cce = tf.keras.losses.CategoricalCrossentropy()
print(cce(y_true, y_pred))
print(tf.keras.losses.CategoricalCrossentropy(reduction="none")(y_true, y_pred))
print(cce(y_true, y_pred * 2.0))   # rescaled to sum to one first
logits = tf.constant([[1.0, 3.0, -1.0], [0.5, 0.5, 2.0]])
print(tf.keras.losses.CategoricalCrossentropy(from_logits=True)(y_true, logits))
print(tf.nn.softmax_cross_entropy_with_logits(labels=y_true, logits=logits))
print(tf.keras.losses.CategoricalCrossentropy(from_logits=True, label_smoothing=0.1)(y_true, logits))
print(tf.keras.losses.categorical_crossentropy(y_true, logits, from_logits=True))
