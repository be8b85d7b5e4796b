# "Customizing what happens in fit()" (Keras 3 guide): train_step with compute_loss and the model's metrics
import numpy as np
import tensorflow as tf
import keras


class CustomModel(keras.Model):
    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            y_pred = self(x, training=True)
            loss = self.compute_loss(y=y, y_pred=y_pred)
        gradients = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply(gradients, self.trainable_variables)
        for metric in self.metrics:
            if metric.name == "loss":
                metric.update_state(loss)
            else:
                metric.update_state(y, y_pred)
        return {m.name: m.result() for m in self.metrics}


keras.utils.set_random_seed(33)
inputs = keras.Input(shape=(32,))
outputs = keras.layers.Dense(1)(inputs)
model = CustomModel(inputs, outputs)
model.compile(optimizer="adam", loss="mse", metrics=["mae"])
x = np.random.random((100, 32))
y = np.random.random((100, 1))
history = model.fit(x, y, epochs=3, verbose=2)
print([m.name for m in model.metrics])
