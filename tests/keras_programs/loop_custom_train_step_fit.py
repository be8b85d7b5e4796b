# customizing what happens in fit(): override train_step, track loss with a Mean metric
import numpy as np
import keras
import tensorflow as tf

keras.utils.set_random_seed(0)

class CustomModel(keras.Model):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.loss_tracker = keras.metrics.Mean(name="loss")
        self.mae_metric = keras.metrics.MeanAbsoluteError(name="mae")

    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            y_pred = self(x, training=True)
            loss = keras.losses.mean_squared_error(y, y_pred)
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        self.loss_tracker.update_state(loss)
        self.mae_metric.update_state(y, y_pred)
        return {"loss": self.loss_tracker.result(), "mae": self.mae_metric.result()}

    @property
    def metrics(self):
        return [self.loss_tracker, self.mae_metric]

inputs = keras.Input(shape=(3,))
outputs = keras.layers.Dense(1)(inputs)
model = CustomModel(inputs, outputs)
model.compile(optimizer=keras.optimizers.SGD(0.1))
x = np.array([[0.1, 0.2, 0.3], [0.5, 0.1, 0.0], [0.9, 0.4, 0.2], [0.3, 0.3, 0.3]], dtype="float32")
y = np.array([[1.0], [0.5], [2.0], [1.0]], dtype="float32")
history = model.fit(x, y, epochs=4, batch_size=2, shuffle=False, verbose=0)
for k, v in history.history.items():
    print(k, [round(float(a), 5) for a in v])
