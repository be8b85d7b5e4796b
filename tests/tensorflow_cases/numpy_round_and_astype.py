import numpy as np
import tensorflow as tf

g = tf.constant([0.123456, 1.987654, -0.5])
print(np.round(g.numpy(), 3))
print(g.numpy().round(2))
print(g.numpy().astype(int))
print(g.numpy().astype(np.float64).sum())
print(round(float(g[1]), 2), round(g.numpy()[1], 2))
