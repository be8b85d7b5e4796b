# What a predict callback gets as its logs: the batch's outputs as numpy arrays
import numpy as np
import keras


class Outputs(keras.callbacks.Callback):
    def on_predict_batch_end(self, batch, logs=None):
        print(batch, type(logs["outputs"]).__name__, logs["outputs"].shape)


keras.utils.set_random_seed(1)
m = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1)])
m.predict(np.ones((5, 2)), batch_size=2, callbacks=[Outputs()], verbose=0)
