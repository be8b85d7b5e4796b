# Guide: basics (TensorFlow basics), section "Tensors"
import tensorflow as tf

x = tf.constant([[1., 2., 3.],
                 [4., 5., 6.]])

print(x)
print(x.shape)
print(x.dtype)

print(x + x)
print(5 * x)
print(x @ tf.transpose(x))
print(tf.concat([x, x, x], axis=0))
print(tf.nn.softmax(x, axis=-1))
print(tf.reduce_sum(x))
print(tf.convert_to_tensor([1,2,3]))
print(tf.reduce_sum([1,2,3]))
