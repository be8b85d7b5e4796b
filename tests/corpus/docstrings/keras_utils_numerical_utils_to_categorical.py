# Source: the docstring of keras.src.utils.numerical_utils.to_categorical (keras/src/utils/numerical_utils.py), keras 3.15.1, Apache License 2.0.
# Adapted by the rules of tests/reference/make_docstring_corpus.py: imports first; each value doctest shows
# printed with print(repr(...)).
import numpy as np
import tensorflow as tf
import keras
from keras import ops
a = keras.utils.to_categorical([0, 1, 2, 3], num_classes=4)
print(a)
b = np.array([.9, .04, .03, .03,
              .3, .45, .15, .13,
              .04, .01, .94, .05,
              .12, .21, .5, .17]).reshape(4,4)
loss = keras.ops.categorical_crossentropy(a, b)
print(np.around(loss, 5))
loss = keras.ops.categorical_crossentropy(a, a)
print(np.around(loss, 5))
