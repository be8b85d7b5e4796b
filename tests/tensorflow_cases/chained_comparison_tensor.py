import tensorflow as tf

x = tf.Variable(0.5)
if 0.0 < x < 1.0:
    print("in unit interval")
y = tf.constant(2.0)
print(0.0 < y < 1.0)
print(y is None, y is not None)
