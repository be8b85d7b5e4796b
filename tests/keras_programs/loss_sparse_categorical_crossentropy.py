# SparseCategoricalCrossentropy with integer labels, from_logits, reduction and ignore_class
import tensorflow as tf

labels = tf.constant([1, 2, 0])
probs = tf.constant([[0.05, 0.95, 0.0], [0.1, 0.8, 0.1], [0.7, 0.2, 0.1]])
logits = tf.math.log(probs + 1e-3)
print(tf.keras.losses.SparseCategoricalCrossentropy()(labels, probs))
print(tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)(labels, logits))
print(tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction="none")(labels, logits))
print(tf.keras.losses.SparseCategoricalCrossentropy(reduction="sum")(tf.constant([[1], [2], [0]]), probs))
print(tf.keras.losses.SparseCategoricalCrossentropy(ignore_class=0)(labels, probs))
print(tf.keras.losses.sparse_categorical_crossentropy(labels, probs).numpy())
print(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits).numpy())
