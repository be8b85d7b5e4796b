# A tf.function that calls Keras runs its Python again at each call: a list it makes itself is its own each time
import tensorflow as tf
tf.keras.utils.set_random_seed(0)
model = tf.keras.Sequential([tf.keras.layers.Dense(2)])
@tf.function
def f(x):
    print("tracing")
    out = []
    out.append(model(x))
    return out[0]
for i in range(3):
    print(f(tf.ones((1, 3))).shape)
