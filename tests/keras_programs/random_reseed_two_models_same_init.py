# re-seeding before building gives identical default-initialised models
import numpy as np
import tensorflow as tf

def make():
    return tf.keras.Sequential([tf.keras.Input(shape=(3,)), tf.keras.layers.Dense(2), tf.keras.layers.Dense(1)])

tf.keras.utils.set_random_seed(11)
m1 = make()
tf.keras.utils.set_random_seed(11)
m2 = make()
m3 = make()
for w1, w2 in zip(m1.get_weights(), m2.get_weights()):
    print(w1.shape, np.array_equal(w1, w2))
print(m1.get_weights()[0])
print("third model differs:", not np.array_equal(m1.get_weights()[0], m3.get_weights()[0]))
