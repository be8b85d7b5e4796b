# Keras 3 guide's train_step with sample weights: compute_loss, the loss tracker by hand, compute_metrics
import numpy as np
import tensorflow as tf
import keras


class CustomModel(keras.Model):
    def train_step(self, data):
        x, y, sample_weight = data
        with tf.GradientTape() as tape:
            y_pred = self(x, training=True)
            loss = self.compute_loss(y=y, y_pred=y_pred, sample_weight=sample_weight)
        gradients = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply(gradients, self.trainable_variables)
        for metric in self.metrics:
            if metric.name == "loss":
                metric.update_state(loss)
        return self.compute_metrics(x, y, y_pred, sample_weight=sample_weight)


keras.utils.set_random_seed(36)
inputs = keras.Input(shape=(6,))
outputs = keras.layers.Dense(1)(inputs)
model = CustomModel(inputs, outputs)
model.compile(optimizer="adam", loss="mse", metrics=["mae"])
x = np.random.random((60, 6)).astype("float32")
y = np.random.random((60, 1)).astype("float32")
sw = np.random.random((60, 1)).astype("float32")
history = model.fit(x, y, sample_weight=sw, epochs=3, batch_size=16, verbose=2)
print({k: [round(v, 5) for v in vals] for k, vals in history.history.items()})
