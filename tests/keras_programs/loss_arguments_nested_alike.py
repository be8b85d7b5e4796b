# A Keras loss object maps over Python lists given as labels and predictions: they must nest alike.
import tensorflow as tf
mse = tf.keras.losses.MeanSquaredError()
for a, b in [([1.0, 2.0], tf.constant([0.5, 1.5])), (tf.constant([1.0, 2.0]), [0.5, 1.5]), ([[1.0], [2.0]], [[0.5], [1.5]]), ([1.0, 2.0], (0.5, 1.5))]:
    try:
        print(mse(a, b))
    except Exception as e:
        print(type(e).__name__, e)
