# A schedule that returns a tensor: LearningRateScheduler refuses it, as Keras does, at the epoch it does
import numpy as np
import keras
from keras import ops
keras.utils.set_random_seed(0)
def scheduler(epoch, lr):
    if epoch < 2:
        return lr
    return lr * ops.exp(-0.1)
model = keras.models.Sequential([keras.Input((20,)), keras.layers.Dense(10)])
model.compile(keras.optimizers.SGD(), loss='mse')
callback = keras.callbacks.LearningRateScheduler(scheduler)
try:
    model.fit(np.ones((5, 20)), np.zeros((5, 10)), epochs=4, callbacks=[callback], verbose=0)
except ValueError as e:
    print(e, round(float(model.optimizer.learning_rate.numpy()), 6))
