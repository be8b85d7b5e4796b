# A Callback subclass with every hook Keras calls in fit, evaluate and predict, and what it can see
import numpy as np
import keras


class Recorder(keras.callbacks.Callback):
    def __init__(self):
        super().__init__()
        self.calls = []

    def on_train_begin(self, logs=None):
        print("train begin", self.params)

    def on_train_end(self, logs=None):
        print("train end", sorted(logs))

    def on_epoch_begin(self, epoch, logs=None):
        self.calls.append(("epoch_begin", epoch))

    def on_epoch_end(self, epoch, logs=None):
        print("epoch end", epoch, {k: round(v, 4) for k, v in logs.items()})

    def on_train_batch_begin(self, batch, logs=None):
        self.calls.append(("batch_begin", batch))

    def on_train_batch_end(self, batch, logs=None):
        self.calls.append(("batch_end", batch, sorted(logs)))

    def on_test_begin(self, logs=None):
        print("test begin")

    def on_test_end(self, logs=None):
        print("test end", {k: round(v, 4) for k, v in logs.items()})

    def on_test_batch_begin(self, batch, logs=None):
        self.calls.append(("test_batch_begin", batch))

    def on_test_batch_end(self, batch, logs=None):
        self.calls.append(("test_batch_end", batch))

    def on_predict_begin(self, logs=None):
        print("predict begin")

    def on_predict_end(self, logs=None):
        print("predict end")

    def on_predict_batch_begin(self, batch, logs=None):
        self.calls.append(("predict_batch_begin", batch))

    def on_predict_batch_end(self, batch, logs=None):
        self.calls.append(("predict_batch_end", batch, logs["outputs"].shape))


keras.utils.set_random_seed(19)
x = np.random.rand(12, 2).astype("float32")
y = x.sum(axis=1, keepdims=True)
model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Dense(1)])
model.compile(optimizer="sgd", loss="mse", metrics=["mae"])
recorder = Recorder()
model.fit(x, y, epochs=2, batch_size=5, validation_split=0.25, callbacks=[recorder], verbose=0)
model.evaluate(x, y, batch_size=6, callbacks=[recorder], verbose=0)
model.predict(x, batch_size=8, callbacks=[recorder], verbose=0)
for call in recorder.calls:
    print(call)
print(recorder.model is model, isinstance(recorder, keras.callbacks.Callback))
