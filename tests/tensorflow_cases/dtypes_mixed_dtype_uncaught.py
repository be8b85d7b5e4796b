# Guide: tensor, section "More on DTypes" — multiplying int32 by float32 without a cast (ends in the error)
import tensorflow as tf

counts = tf.constant([1, 2, 3])
weights = tf.constant([0.5, 1.5, 2.5])
print(tf.cast(counts, tf.float32) * weights)
print(counts * weights)
print("not reached")
