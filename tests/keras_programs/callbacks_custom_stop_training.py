# A callback that stops training when the loss is low enough (self.model.stop_training), on_batch_end too
import numpy as np
import keras


class StopAtLoss(keras.callbacks.Callback):
    def __init__(self, threshold):
        super().__init__()
        self.threshold = threshold

    def on_epoch_end(self, epoch, logs=None):
        if logs["loss"] < self.threshold:
            print(f"stopping after epoch {epoch + 1}: loss {logs['loss']:.4f}")
            self.model.stop_training = True


class CountBatches(keras.callbacks.Callback):
    def __init__(self):
        super().__init__()
        self.seen = 0

    def on_batch_end(self, batch, logs=None):
        self.seen += 1


keras.utils.set_random_seed(20)
x = np.random.rand(40, 2).astype("float32")
y = 2 * x[:, :1] + 1
model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Dense(1)])
model.compile(optimizer=keras.optimizers.Adam(0.1), loss="mse")
counter = CountBatches()
history = model.fit(x, y, epochs=50, batch_size=8, callbacks=[StopAtLoss(0.05), counter], verbose=0)
print(len(history.epoch), counter.seen, model.stop_training)
