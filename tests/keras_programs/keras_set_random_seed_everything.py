# tf.keras.utils.set_random_seed seeds Python, NumPy and TensorFlow at once
import random
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(0)
print(random.random())
print(np.random.rand(3))
print(tf.random.normal([3]))

tf.keras.utils.set_random_seed(0)
print(random.random())
print(np.random.rand(3))
print(tf.random.normal([3]))
print(np.random.randint(0, 10, size=5))
