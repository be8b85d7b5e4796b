# an unknown reduction is refused when the loss is made
import tensorflow as tf

print(tf.keras.losses.MeanSquaredError(reduction="sum")([1.0, 2.0], [0.0, 0.0]))
loss = tf.keras.losses.MeanSquaredError(reduction="average")
print("not reached")
