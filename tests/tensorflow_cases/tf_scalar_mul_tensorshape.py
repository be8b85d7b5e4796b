# tf.math.scalar_mul and tf.TensorShape.
import tensorflow as tf

x = tf.Variable([1.0, 2.0, 3.0])
with tf.GradientTape() as tape:
    y = tf.reduce_sum(tf.math.scalar_mul(2, x * x))
print(y, tape.gradient(y, x))
print(tf.scalar_mul(tf.constant(0.5), tf.ones([2, 2])))
shape = tf.TensorShape([2, 3])
print(shape, repr(shape), shape.as_list(), shape.rank, len(shape), shape[0])
print(shape == tf.TensorShape([2, 3]), shape == [2, 3], tf.zeros(shape).shape == shape)
print(tf.TensorShape(4))
