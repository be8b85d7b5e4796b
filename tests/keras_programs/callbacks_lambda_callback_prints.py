# LambdaCallback: the program's functions called at the start, each epoch's end and each batch's end
import numpy as np
import keras

keras.utils.set_random_seed(17)
x = np.random.rand(20, 2).astype("float32")
y = x[:, :1] * 3
batch_losses = []
model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Dense(1)])
model.compile(optimizer="sgd", loss="mse", metrics=["mae"])
printer = keras.callbacks.LambdaCallback(
    on_train_begin=lambda logs: print("begin", logs),
    on_epoch_end=lambda epoch, logs: print("epoch", epoch, sorted(logs), round(logs["loss"], 5)),
    on_train_batch_end=lambda batch, logs: batch_losses.append(round(logs["loss"], 5)),
    on_train_end=lambda logs: print("end", sorted(logs)))
model.fit(x, y, epochs=3, batch_size=8, callbacks=[printer], verbose=2)
print(batch_losses)
