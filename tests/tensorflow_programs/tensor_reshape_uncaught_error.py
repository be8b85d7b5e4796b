# Guide: tensor, section "Manipulating Shapes" — the bad reshape without the try block (ends in an error)
import tensorflow as tf

rank_3_tensor = tf.reshape(tf.range(30), [3, 2, 5])
print(tf.reshape(rank_3_tensor, [3, -1]))
print(tf.reshape(rank_3_tensor, [7, -1]))
print("not reached")
