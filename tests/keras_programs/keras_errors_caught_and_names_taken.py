# Keras's errors as programs meet them, caught and printed
import numpy as np
import tensorflow as tf

def attempt(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__)

attempt(lambda: tf.keras.layers.Dense(0))
attempt(lambda: tf.keras.layers.Dense(2)(tf.constant([1.0, 2.0])))
d = tf.keras.layers.Dense(2)
d.build((None, 3))
attempt(lambda: d.set_weights([np.ones((3, 2))]))
attempt(lambda: tf.keras.layers.Dropout(1.5))
attempt(lambda: tf.keras.layers.Activation("nope"))
attempt(lambda: tf.keras.layers.Dense(2, kernel_initializer="nope"))
m = tf.keras.Sequential([tf.keras.Input(shape=(2,)), tf.keras.layers.Dense(1)])
attempt(lambda: m.evaluate(np.ones((2, 2)), np.ones((2, 1)), verbose=0))
attempt(lambda: m.get_layer("missing"))
attempt(lambda: m.compile(optimizer="nope", loss="mse"))
print(m.get_layer(index=0).name)
