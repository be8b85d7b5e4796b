# Dropout: identity at inference, seeded mask and 1/(1-rate) scaling in training
import tensorflow as tf

x = tf.reshape(tf.range(1, 11, dtype=tf.float32), (2, 5))
drop = tf.keras.layers.Dropout(0.5, seed=1)
print(drop(x))
print(drop(x, training=False))
y1 = drop(x, training=True)
y2 = drop(x, training=True)
print(y1)
print(y2)
print("kept:", int(tf.math.count_nonzero(y1)), int(tf.math.count_nonzero(y2)))
print(tf.keras.layers.Dropout(0.2, seed=9)(tf.ones((1, 10)), training=True))
