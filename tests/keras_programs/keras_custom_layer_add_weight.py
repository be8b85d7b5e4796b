# custom Layer with build() and add_weight (making_new_layers_and_models_via_subclassing)
import tensorflow as tf
import keras

class Linear(keras.layers.Layer):
    def __init__(self, units=32):
        super().__init__()
        self.units = units

    def build(self, input_shape):
        self.w = self.add_weight(shape=(input_shape[-1], self.units), initializer="ones", trainable=True)
        self.b = self.add_weight(shape=(self.units,), initializer="zeros", trainable=True)
        self.count = self.add_weight(shape=(), initializer="zeros", trainable=False)

    def call(self, inputs):
        self.count.assign_add(1.0)
        return tf.matmul(inputs, self.w) + self.b

layer = Linear(3)
x = tf.constant([[1.0, 2.0], [3.0, 4.0]])
print(layer(x))
print(layer(x).numpy())
print("weights:", len(layer.weights), "trainable:", len(layer.trainable_weights),
      "non-trainable:", len(layer.non_trainable_weights))
print(layer.count.numpy())
with tf.GradientTape() as tape:
    loss = tf.reduce_sum(layer(x) ** 2)
gw, gb = tape.gradient(loss, layer.trainable_weights)
print(gw)
print(gb)
