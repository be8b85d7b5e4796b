# A train_step written for tf.keras 2 and still run by Keras 3: compiled_loss and compiled_metrics
import numpy as np
import tensorflow as tf


class CustomModel(tf.keras.Model):
    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            y_pred = self(x, training=True)
            loss = self.compiled_loss(y, y_pred, regularization_losses=self.losses)
        gradients = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(gradients, self.trainable_variables))
        self.compiled_metrics.update_state(y, y_pred)
        return {m.name: m.result() for m in self.metrics}


tf.keras.utils.set_random_seed(34)
inputs = tf.keras.Input(shape=(8,))
outputs = tf.keras.layers.Dense(1)(inputs)
model = CustomModel(inputs, outputs)
model.compile(optimizer="sgd", loss="mse", metrics=["mae"])
x = np.random.random((40, 8)).astype("float32")
y = np.random.random((40, 1)).astype("float32")
history = model.fit(x, y, epochs=2, batch_size=10, verbose=0)
print({k: [round(float(v), 5) for v in vals] for k, vals in history.history.items()})
