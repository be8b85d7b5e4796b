# LearningRateScheduler: a schedule of the epoch (and of the rate), its messages, and the rate in History
import numpy as np
import keras

keras.utils.set_random_seed(15)
x = np.random.rand(32, 2).astype("float32")
y = x.sum(axis=1, keepdims=True)


def schedule(epoch, lr):
    if epoch < 2:
        return lr
    return lr * 0.5


model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Dense(1)])
model.compile(optimizer=keras.optimizers.SGD(0.1), loss="mse")
history = model.fit(x, y, epochs=4, batch_size=8, verbose=2,
                    callbacks=[keras.callbacks.LearningRateScheduler(schedule, verbose=1)])
print(history.history["learning_rate"])
print(round(float(model.optimizer.learning_rate.numpy()), 6))
lambda_model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Dense(1)])
lambda_model.compile(optimizer=keras.optimizers.SGD(0.1), loss="mse")
h = lambda_model.fit(x, y, epochs=3, verbose=0,
                     callbacks=[keras.callbacks.LearningRateScheduler(lambda epoch: 0.01 * (epoch + 1))])
print(h.history["learning_rate"], [round(v, 5) for v in h.history["loss"]])
