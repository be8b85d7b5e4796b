import tensorflow as tf

a = tf.constant([[1.0, 2.0, 3.0]])
b = tf.constant([[1.0], [2.0]])
print(a + b)
print(a * tf.constant([2.0, 2.0, 2.0]))
c = tf.constant([1.0, 2.0])
print("adding", a.shape, "and", c.shape)
print(a + c)
print("not reached")
