# SparseCategoricalCrossentropy(from_logits=True) with a label >= number of classes
import tensorflow as tf

logits = tf.constant([[2.0, 0.5, -1.0], [0.1, 0.2, 0.3]])
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
print(loss_fn(tf.constant([0, 2]), logits))
per_sample = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction="none")
print(per_sample(tf.constant([1, 0]), logits))
print(logits.shape[-1], "classes; labels must be in [0, 3)")
print(loss_fn(tf.constant([0, 3]), logits))
print("not reached")
