# x + 0.5 of an int32 tensor: the number becomes a float32 tensor, which AddV2 refuses beside the int32 one
import tensorflow as tf

steps = tf.constant([1, 2, 3])
print(steps + 1, steps + True)
print(steps + 0.5)
