# basic_training_loops guide under Keras 3: raw tf.Variables on a keras.Model are not tracked,
# so trainable_variables is empty and apply_gradients(zip(...)) fails
import numpy as np
import tensorflow as tf

class MyModelKeras(tf.keras.Model):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.w = tf.Variable(5.0)
        self.b = tf.Variable(0.0)

    def call(self, x):
        return self.w * x + self.b

x = np.linspace(-2.0, 2.0, 9).astype(np.float32)
y = 3.0 * x + 2.0
model = MyModelKeras()
print(model(x[:3]))
print(len(model.trainable_variables), len(model.weights))
with tf.GradientTape(persistent=True) as tape:
    loss = tf.reduce_mean(tf.square(y - model(x)))
print(tape.gradient(loss, [model.w, model.b]))
opt = tf.keras.optimizers.SGD(learning_rate=0.1)
grads = tape.gradient(loss, model.trainable_variables)
print(grads)
opt.apply_gradients(zip(grads, model.trainable_variables))
print("not reached")
