# Guide: function (Better performance with tf.function), section "Usage" (add, gradients, nested functions)
import tensorflow as tf

@tf.function  # The decorator converts `add` into a `PolymorphicFunction`.
def add(a, b):
  return a + b

print(add(tf.ones([2, 2]), tf.ones([2, 2])))  #  [[2., 2.], [2., 2.]]

v = tf.Variable(1.0)
with tf.GradientTape() as tape:
  result = add(v, 1.0)
print(tape.gradient(result, v))

@tf.function
def dense_layer(x, w, b):
  return add(tf.matmul(x, w), b)

print(dense_layer(tf.ones([3, 2]), tf.ones([2, 2]), tf.ones([2])))
print(type(add).__name__)
