# keras.losses's and keras.metrics's functions inside a tf.function traced once and called with other labels:
# the hinges' conversion of 0/1 labels and the accuracies' comparisons are made at each call
import keras
import tensorflow as tf


@tf.function
def values(y, p):
    return (keras.losses.hinge(y, p), keras.losses.squared_hinge(y, p), keras.metrics.hinge(y, p),
            keras.metrics.top_k_categorical_accuracy(y, p, k=1), keras.metrics.binary_accuracy(y, p),
            keras.metrics.categorical_accuracy(y, p), tf.keras.losses.categorical_hinge(y, p),
            keras.metrics.sparse_top_k_categorical_accuracy(tf.argmax(y, axis=-1), p, k=1))


for y in [tf.constant([[0.0, 1.0], [1.0, 0.0]]), tf.constant([[-1.0, 2.0], [1.0, -1.0]]),
          tf.constant([[1.0, 0.0], [0.0, 1.0]])]:
    print([r.numpy().tolist() for r in values(y, tf.constant([[0.3, 0.6], [0.8, 0.1]]))])
