# A bfloat16 tensor compared with a float32 one: refused by the Equal kernel, not answered False
import tensorflow as tf

b = tf.constant([1.0, 2.5], tf.bfloat16)
print(b == tf.constant([1.0, 2.5], tf.bfloat16))
print(b == tf.constant([1.0, 2.5]))
