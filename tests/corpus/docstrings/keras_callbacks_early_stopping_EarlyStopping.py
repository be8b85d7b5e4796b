# Source: the docstring of keras.src.callbacks.early_stopping.EarlyStopping (keras/src/callbacks/early_stopping.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)), and a seed set.
import numpy as np
import tensorflow as tf
import keras
from keras import ops
keras.utils.set_random_seed(0)
callback = keras.callbacks.EarlyStopping(monitor='loss',
                                              patience=3)
model = keras.models.Sequential([keras.layers.Dense(10)])
model.compile(keras.optimizers.SGD(), loss='mse')
history = model.fit(np.arange(100).reshape(5, 20), np.zeros(5),
                    epochs=10, batch_size=1, callbacks=[callback],
                    verbose=0)
print(repr(len(history.history['loss'])))
