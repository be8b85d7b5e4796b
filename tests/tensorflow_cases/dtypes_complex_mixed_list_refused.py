# A list mixing complex numbers with others: TensorFlow refuses to infer one dtype for it
import tensorflow as tf

print(tf.constant([1j, 2 + 0j]), tf.constant([1, 2j], tf.complex64))
print(tf.constant([1, 2j]))
