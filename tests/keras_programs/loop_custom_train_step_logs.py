# what fit's History holds after a program's train_step: the model's metrics' results (Keras's loss tracker,
# which only Keras's own train_step updates, and the metrics set as attributes) where the step's logs have the
# same names, else the logs of the epoch's last step
import keras
import numpy as np
import tensorflow as tf

keras.utils.set_random_seed(0)
x = np.array([[0.1, 0.2, 0.3], [0.5, 0.1, 0.0], [0.9, 0.4, 0.2], [0.3, 0.3, 0.3]], dtype="float32")
y = np.array([[1.0], [0.5], [2.0], [1.0]], dtype="float32")


class Plain(keras.Model):
    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean((self(x, training=True) - y) ** 2)
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        return {"loss": loss}


class Tracked(keras.Model):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.tracker = keras.metrics.Mean(name="loss")
        self.doubled = keras.metrics.Mean(name="extra")

    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean((self(x, training=True) - y) ** 2)
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        self.tracker.update_state(loss)
        self.doubled.update_state(loss * 2)
        return {"loss": loss, "extra": loss}


class Other(Plain):
    def train_step(self, data):
        logs = super().train_step(data)
        return {"loss": logs["loss"], "twice": 2 * logs["loss"]}


def model_of(cls):
    inputs = keras.Input(shape=(3,))
    return cls(inputs, keras.layers.Dense(1)(inputs))


for cls, loss in ((Plain, None), (Plain, "mse"), (Tracked, None), (Other, None)):
    model = model_of(cls)
    model.compile(optimizer=keras.optimizers.SGD(0.1), loss=loss)
    print(cls.__name__, loss, model.fit(x, y, epochs=3, batch_size=2, shuffle=False, verbose=0).history)
model = model_of(Plain)
model.compile(optimizer=keras.optimizers.SGD(0.1), metrics=["mae"])
try:
    model.fit(x, y, epochs=2, batch_size=2, shuffle=False, verbose=0)
except ValueError as e:
    print("ValueError:", e)
print(model.get_weights()[1])
