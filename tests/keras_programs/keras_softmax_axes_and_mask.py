# Keras's softmax and log_softmax along every axis (None), a tuple of axes, one axis; the Softmax layer's axes
# and mask; LeakyReLU's slope under its former name and its check. Values and gradients.
import keras
import numpy as np
import tensorflow as tf

x = tf.constant([[1.0, 2.0, -1.0], [0.5, 0.0, 3.0]])
weights = tf.constant([[1.0, -2.0, 0.5], [3.0, 1.0, -1.0]])


def show(name, f):
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = f(x)
        loss = tf.reduce_sum(y * weights)
    print(name, y.numpy(), tape.gradient(loss, x).numpy())


show("softmax None", lambda x: keras.activations.softmax(x, axis=None))
show("softmax (0, 1)", lambda x: keras.activations.softmax(x, axis=(0, 1)))
show("softmax (1, 0)", lambda x: keras.activations.softmax(x, axis=(1, 0)))
show("softmax (0,)", lambda x: keras.activations.softmax(x, axis=(0,)))
show("softmax 0", lambda x: keras.activations.softmax(x, axis=0))
show("log_softmax None", lambda x: keras.activations.log_softmax(x, axis=None))
show("log_softmax (0, 1)", lambda x: keras.activations.log_softmax(x, axis=(0, 1)))
show("log_softmax 0", lambda x: keras.activations.log_softmax(x, axis=0))
show("layer (0, 1)", keras.layers.Softmax(axis=(0, 1)))
show("layer [1]", keras.layers.Softmax(axis=[1]))
show("layer 0", keras.layers.Softmax(axis=0))
mask = tf.constant([[True, False, True], [True, True, False]])
show("layer mask", lambda x: keras.layers.Softmax()(x, mask=mask))
show("layer float mask", lambda x: keras.layers.Softmax()(x, mask=tf.constant([1.0, 0.0, 1.0])))
show("layer mask (0, 1)", lambda x: keras.layers.Softmax(axis=(0, 1))(x, mask=mask))
x3 = tf.constant(np.arange(24.0).reshape(2, 3, 4) / 10.0)
print(keras.activations.softmax(x3, axis=(0, 2)).numpy())
print(keras.activations.softmax(x3, axis=None).numpy().sum())
show("leaky alpha", keras.layers.LeakyReLU(alpha=0.1))
try:
    keras.layers.LeakyReLU(negative_slope=-0.5)
except ValueError as error:
    print(error)
try:
    keras.layers.Softmax()(x, mask=tf.constant([True, False]))
except ValueError as error:
    print(type(error).__name__)
