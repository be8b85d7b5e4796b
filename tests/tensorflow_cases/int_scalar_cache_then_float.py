import tensorflow as tf

steps = tf.constant(10)
print(steps * 2)
half = steps * 2.0
print(half)
