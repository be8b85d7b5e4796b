# copying weights between two models (target network): set_weights(get_weights()) and soft updates
import numpy as np
import tensorflow as tf

def make():
    return tf.keras.Sequential([tf.keras.Input(shape=(2,)), tf.keras.layers.Dense(2)])

tf.keras.utils.set_random_seed(17)
online, target = make(), make()
x = np.array([[1.0, -1.0]], dtype=np.float32)
print(online(x).numpy(), target(x).numpy())
target.set_weights(online.get_weights())
print(np.allclose(online(x), target(x)))
online.layers[0].kernel.assign_add(tf.ones((2, 2)))
tau = 0.1
for t, o in zip(target.weights, online.weights):
    t.assign(tau * o + (1 - tau) * t)
print(online.layers[0].kernel.numpy())
print(target.layers[0].kernel.numpy())
print(target(x))
