# gradient of a model's output with respect to its input (saliency); tape.watch on a constant
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(10)
model = tf.keras.Sequential([tf.keras.Input(shape=(3,)), tf.keras.layers.Dense(4, activation="tanh"),
                             tf.keras.layers.Dense(1)])
x = tf.constant([[0.5, -1.0, 2.0], [1.0, 1.0, 1.0]])
with tf.GradientTape() as tape:
    tape.watch(x)
    y = model(x)
dy_dx = tape.gradient(y, x)
print(y)
print(dy_dx)
x_np = np.array([[0.5, -1.0, 2.0]], dtype=np.float32)
x_var = tf.Variable(x_np)
with tf.GradientTape() as tape:
    y = model(x_var)
print(tape.gradient(y, x_var).numpy())
