# gradient of cross-entropy w.r.t. logits is (softmax - onehot) / batch
import tensorflow as tf

logits = tf.Variable([[2.0, 1.0, 0.1], [0.5, 2.5, -1.0]])
labels = tf.constant([0, 1])
with tf.GradientTape(persistent=True) as tape:
    sparse = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)(labels, logits)
    dense = tf.keras.losses.CategoricalCrossentropy(from_logits=True)(tf.one_hot(labels, 3), logits)
    bce = tf.keras.losses.BinaryCrossentropy(from_logits=True)(tf.one_hot(labels, 3), logits)
print(sparse.numpy(), dense.numpy(), bce.numpy())
print(tape.gradient(sparse, logits))
print(tape.gradient(dense, logits))
print((tf.nn.softmax(logits) - tf.one_hot(labels, 3)) / 2)
print(tape.gradient(bce, logits))
