# add_weight with a seeded random initializer and a custom layer inside a Sequential
import tensorflow as tf

class Scale(tf.keras.layers.Layer):
    def build(self, input_shape):
        self.scale = self.add_weight(name="scale", shape=(input_shape[-1],),
                                     initializer=tf.keras.initializers.RandomNormal(stddev=1.0, seed=5))

    def call(self, x):
        return x * self.scale

model = tf.keras.Sequential([tf.keras.Input(shape=(3,)), Scale(), tf.keras.layers.Dense(
    1, kernel_initializer=tf.keras.initializers.GlorotUniform(seed=2))])
print(model.layers[0].scale)
x = tf.constant([[1.0, 1.0, 1.0], [1.0, 2.0, 3.0]])
with tf.GradientTape() as tape:
    y = model(x)
    loss = tf.reduce_mean(y)
print(y)
for v, g in zip(model.trainable_variables, tape.gradient(loss, model.trainable_variables)):
    print(v.path, g.numpy().ravel())
