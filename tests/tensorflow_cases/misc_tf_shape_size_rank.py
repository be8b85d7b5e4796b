import tensorflow as tf

x = tf.zeros([3, 4])
print(tf.shape(x))
print(tf.size(x))
print(tf.rank(x))
print(tf.shape(x)[0])
