# get_weights/set_weights between two models of one architecture (a target network's update)
import numpy as np
import keras

keras.utils.set_random_seed(35)


def build():
    return keras.Sequential([keras.Input(shape=(3,)), keras.layers.Dense(4, activation="relu"),
                             keras.layers.Dense(2)])


online, target = build(), build()
x = np.random.rand(2, 3).astype("float32")
print(np.allclose(online.predict(x, verbose=0), target.predict(x, verbose=0)))
target.set_weights(online.get_weights())
print(np.array_equal(online.predict(x, verbose=0), target.predict(x, verbose=0)))
tau = 0.1
mixed = [tau * a + (1 - tau) * b for a, b in zip(online.get_weights(), target.get_weights())]
target.set_weights(mixed)
print([w.shape for w in target.get_weights()])
print(target.layers[0].get_weights()[1])
