import tensorflow as tf

x = tf.constant([[-1.0, 3.0, 7.0]])
print(tf.nn.relu6(x))
print(tf.nn.bias_add(x, tf.constant([1.0, 1.0, 1.0])))
