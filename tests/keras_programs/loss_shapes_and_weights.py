# loss objects on labels of shape (N, 1), 1-D inputs, 3-D inputs, weights of shape (N, 1) and (N, T), axis=0
import tensorflow as tf

logits = tf.constant([[2.0, -1.0, 0.5], [0.1, 0.2, 3.0], [1.0, 1.0, 1.0]])
labels = tf.constant([[0], [2], [1]])
scce = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
print(scce(labels, logits), scce(labels, logits, sample_weight=tf.constant([[1.0], [0.0], [2.0]])))
print(tf.keras.losses.MeanSquaredError()(tf.constant([1.0, 2.0, 3.0]), tf.constant([[1.5], [2.0], [2.0]])))
print(tf.keras.losses.MeanSquaredError(reduction="none")(tf.constant([1.0, 2.0, 3.0]), tf.constant([1.5, 2.0, 2.0])))
y3 = tf.reshape(tf.range(8, dtype=tf.float32), (2, 2, 2)) / 8.0
p3 = tf.ones((2, 2, 2)) * 0.5
w2 = tf.constant([[1.0, 0.0], [0.5, 2.0]])
print(tf.keras.losses.MeanAbsoluteError()(y3, p3, sample_weight=w2))
print(tf.keras.losses.BinaryCrossentropy(reduction="none")(y3, p3, sample_weight=w2))
print(tf.keras.losses.CategoricalCrossentropy(axis=0)(tf.constant([[1.0, 0.0], [0.0, 1.0]]), tf.constant([[0.7, 0.4], [0.3, 0.6]])))
print(tf.keras.losses.Huber()(tf.constant([[0.0], [2.0]]), tf.constant([0.5, 0.0])))
x = tf.Variable([[0.2, 0.8], [0.6, 0.4]])
with tf.GradientTape() as tape:
    loss = tf.keras.losses.BinaryCrossentropy(label_smoothing=0.1)(tf.constant([[0.0, 1.0], [1.0, 0.0]]), x)
print(loss, tape.gradient(loss, x))
with tf.GradientTape() as tape:
    loss = tf.keras.losses.KLDivergence()(tf.constant([[0.3, 0.7]]), x[:1])
print(tape.gradient(loss, x))
print(tf.keras.losses.MeanSquaredError()(tf.constant([[1, 2]]), tf.constant([[1.5, 2.5]])))
