# functional model with two outputs, a Layer subclass with add_weight and get_config-free use, jacobian through a model
import numpy as np
import tensorflow as tf

inp = tf.keras.Input(shape=(2,), name="x")
h = tf.keras.layers.Dense(3, kernel_initializer=tf.keras.initializers.Constant(0.5), activation="relu", name="h")(inp)
a = tf.keras.layers.Dense(1, kernel_initializer="ones", name="a")(h)
b = tf.keras.layers.Dense(2, kernel_initializer="ones", name="b")(h)
model = tf.keras.Model(inputs=inp, outputs=[a, b])
ya, yb = model(np.array([[1.0, 2.0]], dtype=np.float32))
print(ya, yb)
print(model.output_shape, len(model.outputs), [l.name for l in model.layers])
x = tf.constant([[1.0, -1.0], [0.5, 2.0]])
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    out_a, out_b = model(x)
print(tape.jacobian(out_b, x).shape)
print(tape.gradient(out_a, model.get_layer("h").kernel))
class Scale(tf.keras.layers.Layer):
    def build(self, input_shape):
        self.s = self.add_weight(shape=(input_shape[-1],), initializer="ones", name="s")
    def call(self, x):
        return x * self.s
layer = Scale()
print(layer(x), layer.s, layer.weights[0].name, layer.built)
layer.set_weights([np.array([2.0, 3.0])])
print(layer(x).numpy(), layer.get_weights())
seq = tf.keras.Sequential([tf.keras.Input(shape=(2,)), Scale(name="scale"), tf.keras.layers.Dense(1, use_bias=False, kernel_initializer="ones")])
print([w.path for w in seq.weights], seq(x).numpy())
