# BinaryCrossentropy: probabilities vs from_logits, label_smoothing, reductions
import tensorflow as tf

y_true = tf.constant([[0.0, 1.0], [0.0, 0.0]])
probs = tf.constant([[0.6, 0.4], [0.4, 0.6]])
logits = tf.constant([[-18.6, 0.51], [2.94, -12.8]])
print(tf.keras.losses.BinaryCrossentropy()(y_true, probs))
print(tf.keras.losses.BinaryCrossentropy(from_logits=True)(y_true, logits))
print(tf.keras.losses.BinaryCrossentropy(from_logits=True, reduction="none")(y_true, logits))
print(tf.keras.losses.BinaryCrossentropy(from_logits=True, reduction="sum")(y_true, logits))
print(tf.keras.losses.BinaryCrossentropy(label_smoothing=0.2)(y_true, probs))
print(tf.keras.losses.binary_crossentropy(y_true, probs))
print(tf.keras.losses.BinaryCrossentropy()(tf.constant([1.0, 0.0]), tf.constant([1.0, 0.0])))
print(tf.keras.losses.BinaryCrossentropy(from_logits=True)([[1.0], [0.0]], [[100.0], [-100.0]]).numpy())
