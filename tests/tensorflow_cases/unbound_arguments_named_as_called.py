# Arguments that do not bind: the message names the function or class as the program called it.
import keras
import tensorflow as tf


def attempt(call):
    try:
        call()
    except TypeError as e:
        print(e)


attempt(lambda: tf.keras.optimizers.schedules.CosineDecay(1.0))
attempt(lambda: tf.keras.optimizers.schedules.CosineDecay(1.0, 10, bogus=1))
attempt(lambda: keras.optimizers.schedules.ExponentialDecay(0.1, 10, 0.9, False, 1, 2, 3))
attempt(lambda: keras.activations.relu(1.0, 0.0, None, 0.0, 5))
attempt(lambda: keras.activations.softmax(1.0, -1, 2))
attempt(lambda: tf.keras.activations.elu(1.0, 1.0, 3))
attempt(lambda: keras.activations.sigmoid(1.0, bogus=1))
attempt(lambda: keras.activations.leaky_relu(1.0, 0.2, 3))
