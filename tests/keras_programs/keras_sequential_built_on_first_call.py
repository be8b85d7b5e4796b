# Sequential built on its first call, a functional chain, Dense on 3-d input, BatchNormalization, a Layer subclass with Dropout, evaluate
import numpy as np
import tensorflow as tf

tf.keras.utils.set_random_seed(3)
model = tf.keras.Sequential([tf.keras.layers.Dense(3, activation="relu"), tf.keras.layers.Dense(1)])
print(model.built, model.layers)
y = model(np.ones((2, 4)))
print(y.dtype, y.shape, model.built)
print([w.path for w in model.weights])
model.summary()
inp = tf.keras.Input(shape=(4,))
h = tf.keras.layers.Dense(2, name="h")(inp)
out = tf.keras.layers.Dense(1, name="o")(h)
f = tf.keras.Model(inp, out)
print(f.name, [l.name for l in f.layers], f.output_shape)
f.summary()
d = tf.keras.layers.Dense(2, kernel_initializer="ones")
print(d(tf.ones((2, 3, 4))).shape)
print(tf.keras.layers.Dense(2)(tf.ones((1, 2))).numpy().shape)
bn = tf.keras.layers.BatchNormalization()
x = tf.constant([[1.0, 2.0], [3.0, 6.0]])
print(bn(x, training=True).numpy(), bn.moving_mean.numpy(), bn(x).numpy())
class Block(tf.keras.layers.Layer):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.d = tf.keras.layers.Dense(2, kernel_initializer="ones")
        self.drop = tf.keras.layers.Dropout(0.5, seed=1)
    def call(self, x, training=False):
        return self.drop(self.d(x), training=training)
b = Block(name="blk")
print(b(tf.ones((1, 2))), b(tf.ones((1, 2)), training=True))
print([w.path for w in b.weights], b.name, b)
m2 = tf.keras.Sequential([tf.keras.Input(shape=(2,)), tf.keras.layers.Dense(1, activation="sigmoid", kernel_initializer="ones")])
m2.compile(optimizer="sgd", loss="binary_crossentropy", metrics=["accuracy"])
print(m2.evaluate(np.array([[1.0, -2.0], [0.5, 0.5]]), np.array([[0.0], [1.0]]), verbose=0))
print(m2.predict(np.array([[1.0, -2.0]]), verbose=0).dtype)
print(m2.get_layer(index=0).name, m2.metrics_names)
