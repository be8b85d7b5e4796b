# Guide: variable (bool variables) and tensor guide — tf.bool tensors, comparisons, logic, casts
import tensorflow as tf

bool_variable = tf.Variable([False, False, False, True])
print(bool_variable)
x = tf.constant([1.0, -2.0, 3.0, 0.0])
positive = x > 0
print(positive, positive.dtype)
print(tf.logical_and(positive, bool_variable))
print(tf.logical_or(positive, bool_variable))
print(tf.logical_not(positive))
print(tf.math.logical_xor(positive, tf.constant([True, True, False, False])))
print(tf.cast(positive, tf.int32), tf.cast(positive, tf.float32))
print(tf.reduce_any(positive), tf.reduce_all(positive))
print(tf.cast(tf.constant([0.0, 0.5, -1.0]), tf.bool))
print(tf.where(positive, x, tf.zeros_like(x)))
print(tf.math.count_nonzero(positive))
