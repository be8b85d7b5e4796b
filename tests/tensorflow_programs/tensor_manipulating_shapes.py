# Guide: tensor, section "Manipulating Shapes"
import tensorflow as tf

x = tf.constant([[1], [2], [3]])
print(x.shape)
print(x.shape.as_list())

reshaped = tf.reshape(x, [1, 3])
print(x.shape)
print(reshaped.shape)

rank_3_tensor = tf.constant([
  [[0, 1, 2, 3, 4],
   [5, 6, 7, 8, 9]],
  [[10, 11, 12, 13, 14],
   [15, 16, 17, 18, 19]],
  [[20, 21, 22, 23, 24],
   [25, 26, 27, 28, 29]],])

print(tf.reshape(rank_3_tensor, [-1]))
print(tf.reshape(rank_3_tensor, [3*2, 5]), "\n")
print(tf.reshape(rank_3_tensor, [3, -1]))
