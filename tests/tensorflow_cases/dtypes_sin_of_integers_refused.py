# tf.sin has kernels for floats and complex numbers only: an int32 tensor is refused
import tensorflow as tf

print(tf.sin(tf.constant([0.5], tf.float16)), tf.sin(tf.constant([1j])))
print(tf.sin(tf.constant([1, 2])))
