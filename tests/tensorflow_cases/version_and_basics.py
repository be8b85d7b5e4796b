import tensorflow as tf
import numpy as np

print(tf.__version__)
a = tf.constant([1.0, 2.0])
b = tf.constant([3.0, 4.0])
print(a + b, a - b)
print(a * b, a / b)
print(tf.reshape(a, (1, 2)) @ tf.reshape(b, (2, 1)))
print(-a)
print(a ** 2)
print(a < b, a >= b)
print(a == b, a != b)
print(tf.__version__ >= "2.0")
